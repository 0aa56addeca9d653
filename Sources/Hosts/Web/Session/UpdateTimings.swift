import Foundation
import Services

/// Where a host's time goes when it updates its tabs, summed by phase, for measurements: with the
/// environment variable `APPARCH_WEB_TIMINGS=1`, ``AppHost/shutdown(message:)`` logs ``summary`` (what
/// `Tests/Browser/measure.py` reports as the server's time per event).
///
/// A phase is timed with two reads of a monotonic clock, so keeping the sums costs nothing a tab notices.
@MainActor
final class UpdateTimings {
    /// Messages from tabs handled after hello.
    var events = 0
    /// Parsing and validating those messages.
    var decode: Duration = .zero
    /// Performing them in the app (the action, and the run-queue turns a drain runs).
    var app: Duration = .zero
    /// Flushes that had a tab to update.
    var flushes = 0
    /// Rendering windows for those flushes.
    var render: Duration = .zero
    /// Comparing each render with the one before it (the patches).
    var diff: Duration = .zero
    /// Encoding patch messages as JSON and queueing them for the socket.
    var encode: Duration = .zero
    /// Patch messages sent, and their bytes.
    var patchMessages = 0
    var patchBytes = 0

    /// Whether the server was asked to log the sums at shutdown.
    static let isLogged = ProcessInfo.processInfo.environment["APPARCH_WEB_TIMINGS"] == "1"

    /// The time `body` takes, added to `phase`.
    func measure<Result>(_ phase: ReferenceWritableKeyPath<UpdateTimings, Duration>, _ body: () -> Result) -> Result {
        let start = ContinuousClock.now
        defer { self[keyPath: phase] += ContinuousClock.now - start }
        return body()
    }

    /// One line: the mean of each phase per event (decode, app) and per flush (render, diff, encode), in µs.
    var summary: String {
        func micros(_ total: Duration, _ count: Int) -> String {
            guard count > 0 else { return "-" }
            return String(format: "%.1f", total.seconds * 1e6 / Double(count))
        }
        return "\(events) events, decode \(micros(decode, events)) µs, app \(micros(app, events)) µs; "
            + "\(flushes) flushes, render \(micros(render, flushes)) µs, diff \(micros(diff, flushes)) µs, "
            + "encode+queue \(micros(encode, flushes)) µs; \(patchMessages) patch messages, "
            + "\(patchMessages > 0 ? patchBytes / patchMessages : 0) B each"
    }
}
