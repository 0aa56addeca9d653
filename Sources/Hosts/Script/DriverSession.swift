public import Foundation
public import Services
public import ViewKit

/// Runs one app headless on a virtual clock and executes drive scripts against it: the engine behind
/// `apparch drive`.
///
/// Time is virtual, the network is not: after launching and after each step the session waits until the
/// app's background work (its requests to a server) is done, as XCUITest waits for an app to be idle, so
/// a script sees the answers a person would wait for.
///
/// The session owns the application and its single window. `restart` saves the window's restorable
/// state, quits the app as a person quitting would (background, terminate: apps save), launches a new
/// instance on the same data directory and clock, and restores the state into a window of the same size
/// class.
@MainActor
public final class DriverSession {
    /// The pattern being run.
    public let pattern: AppPattern
    /// The virtual clock everything runs on.
    public let clock: VirtualClock
    /// The running application.
    public private(set) var application: Application
    /// The single window.
    public private(set) var window: Window
    private var environment: AppEnvironment

    /// Launches `pattern` in `environment` (whose clock must be `clock`) and opens its window, restoring
    /// `archive` into it when given (the state an earlier launch saved with ``restorableState()``).
    ///
    /// - Throws: whatever the pattern's delegate factory throws (a locked or unreadable document).
    public init(
        pattern: AppPattern, environment: AppEnvironment, clock: VirtualClock, sizeClass: SizeClass = .compact,
        restoring archive: RestorationArchive? = nil
    )
        throws
    {
        self.pattern = pattern
        self.clock = clock
        self.environment = environment
        let delegate = try pattern.makeDelegate(environment)
        application = Application(delegate: delegate, clock: clock)
        application.launch()
        window = application.openWindow(sizeClass: sizeClass, restoring: archive)
    }

    /// The window's restorable state now, as the system asks an app it is about to end in the background;
    /// nil when the app does not save state.
    public func restorableState() -> RestorationArchive? {
        application.restorableState(of: window)
    }

    /// How far `wait` moves the clock before it waits for the app again: time is virtual, answers are
    /// not, so a retry a timer starts is answered before the next timer is due.
    public static let waitStep: TimeInterval = 0.5

    /// Returns when the app's background work (requests to a server) is done and its answers are shown.
    public func settle() async {
        await environment.backgroundWork.waitUntilIdle()
        clock.drain()
    }

    /// The automation for the current window.
    public var automation: Automation { Automation(window: window) }

    /// The current snapshot.
    public func snapshot() -> String { automation.snapshot() }

    /// Runs `lines` in order, writing `screen` and `lap` output with `output`; stops at the first failing
    /// step. Before the first step and after each one it waits for the app to ``settle()``. A `lap` prints
    /// the wall time since the last lap (the first: since the app settled before the first step), the
    /// steps' settling included, so a script can time what a person would wait for.
    ///
    /// - Parameter isInterrupted: asked before each step; when it answers true (the process received
    ///   SIGINT or SIGTERM) the run stops with ``DriverOutcome/interrupted(line:)`` so the caller can quit
    ///   the app, which saves, instead of dying mid-script.
    public func run(
        _ lines: [ScriptLine],
        isInterrupted: () -> Bool = { false },
        output: (String) -> Void
    ) async -> DriverOutcome {
        await settle()
        var lapStart = ContinuousClock.now
        for line in lines {
            if isInterrupted() { return .interrupted(line: line.number) }
            do {
                if case .wait(let seconds) = line.step {
                    await advance(by: seconds)
                    continue
                }
                if case .lap(let label) = line.step {
                    let now = ContinuousClock.now
                    output(Self.lapReport(label, elapsed: now - lapStart))
                    lapStart = now
                    continue
                }
                try perform(line.step, output: output)
            } catch {
                return .failure(line: line.number, step: line.source, reason: "\(error)", snapshot: snapshot())
            }
            await settle()
        }
        return .success
    }

    /// The line a `lap` step prints: its label, quoted as the script quotes it (`\"` and `\\` inside), and
    /// the wall time since the last lap in milliseconds, e.g. `lap "100 deletes": 312.408 ms`.
    public static func lapReport(_ label: String, elapsed: Duration) -> String {
        let milliseconds = Double(elapsed.components.seconds) * 1e3 + Double(elapsed.components.attoseconds) / 1e15
        return "lap \(ScriptParser.quoted(label)): " + String(format: "%.3f ms", milliseconds)
    }

    /// Moves the clock by `seconds`, ``waitStep`` at a time, settling after each step.
    public func advance(by seconds: TimeInterval) async {
        var left = max(seconds, 0)
        while left > 1e-9 {
            let step = min(Self.waitStep, left)
            clock.advance(by: step)
            await settle()
            left -= step
        }
    }

    /// Quits the application as on a person's quit (the app saves).
    public func quit() {
        application.terminate()
    }

    /// Performs one step at once, without waiting for background work (apps that use no network, and the
    /// differential test, step this way).
    ///
    /// - Throws: the reason the step failed (``ViewKit/AutomationError`` or the app's launch error).
    // NB: never inlined into `run`: Swift 6.3's optimizer crashes (signal 11 while splitting `run`'s
    // coroutine) when this throwing call, with its `restart` closure, is inlined into the async loop.
    @inline(never)
    public func perform(_ step: ScriptStep, output: (String) -> Void) throws {
        try ScriptStepRunner.perform(step, on: window, clock: clock, restart: restart, output: output)
    }

    private func restart() throws {
        let archive = restorableState()
        let sizeClass = window.sizeClass
        application.terminate()
        // NB: the old application is still referenced until it is replaced below; apps release their
        // documents on terminate, so the new instance can open them.
        let delegate = try pattern.makeDelegate(environment)
        application = Application(delegate: delegate, clock: clock)
        application.launch()
        window = application.openWindow(sizeClass: sizeClass, restoring: archive)
    }
}
