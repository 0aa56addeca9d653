import Dispatch
import Foundation
import Synchronization

/// Turns SIGINT and SIGTERM into a flag the drive loop checks between steps, so a person's Ctrl-C (or a
/// service manager's stop) quits the app properly and it saves, instead of killing it mid-step.
final class InterruptFlag: Sendable {
    private let raised = Atomic<Bool>(false)
    /// The signal sources, kept alive for the life of the process.
    @MainActor private static var sources: [any DispatchSourceSignal] = []

    /// Whether a signal arrived.
    var isRaised: Bool { raised.load(ordering: .acquiring) }

    /// A flag raised by the next SIGINT or SIGTERM; the default handling of both is replaced.
    @MainActor
    static func installed() -> InterruptFlag {
        let flag = InterruptFlag()
        for signalNumber in [SIGINT, SIGTERM] {
            sources.append(flag.raisedBy(signalNumber))
        }
        return flag
    }

    /// A running source that raises the flag when `signalNumber` arrives, instead of its default handling.
    // NB: nonisolated on purpose: a handler made inside `installed()` would be isolated to the main actor,
    // and the runtime's isolation check stops the process (SIGILL) when the handler runs on the global queue.
    private func raisedBy(_ signalNumber: Int32) -> any DispatchSourceSignal {
        signal(signalNumber, SIG_IGN)
        let source = DispatchSource.makeSignalSource(signal: signalNumber, queue: .global())
        source.setEventHandler { self.raised.store(true, ordering: .releasing) }
        source.resume()
        return source
    }
}
