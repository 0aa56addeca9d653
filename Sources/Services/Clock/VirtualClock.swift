public import Foundation

/// A clock whose time moves only when told to: tests and `apparch drive` use it so nothing sleeps.
///
/// ```swift
/// let clock = VirtualClock()
/// var ticks = 0
/// _ = clock.scheduleTimer(interval: 1, repeats: true) { _ in ticks += 1 }
/// clock.advance(by: 3)   // ticks == 3
/// ```
@MainActor
public final class VirtualClock: Clock {
    /// The current virtual time.
    public var now: Date { start.addingTimeInterval(Double(elapsed) / 1e9) }
    /// Time is kept in whole nanoseconds since `start`, so many small steps never drift past a deadline.
    private let start: Date
    private var elapsed: Int64 = 0
    private var timers: [ClockTimer] = []
    private let queue = RunQueue()
    private var sequence = 0

    /// Creates a clock that starts at `start` (by default a fixed date, so output is repeatable).
    public init(start: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
        self.start = start
    }

    /// The number of timers that are still scheduled.
    public var scheduledTimerCount: Int { timers.count }

    public func scheduleTimer(
        interval: TimeInterval,
        repeats: Bool,
        _ action: @escaping @MainActor (ClockTimer) -> Void
    ) -> ClockTimer {
        let interval = max(interval, 0.001)
        sequence += 1
        let timer = ClockTimer(
            interval: interval, repeats: repeats, fireDate: now.addingTimeInterval(interval), sequence: sequence,
            action: action,
            onInvalidate: { [weak self] timer in self?.timers.removeAll { $0 === timer } }
        )
        timer.deadline = elapsed + Self.nanoseconds(interval)
        timers.append(timer)
        return timer
    }

    public func enqueue(_ work: @escaping @MainActor () -> Void) {
        queue.enqueue(work)
    }

    public func drain() {
        if queue.runAll() { queue.notifyObservers() }
    }

    @discardableResult
    public func addTurnObserver(_ observer: @escaping @MainActor () -> Void) -> TurnObserverToken {
        queue.addObserver(observer)
    }

    public func removeTurnObserver(_ token: TurnObserverToken) {
        queue.removeObserver(token)
    }

    /// Moves time forward by `seconds`, firing every timer that falls due on the way, in order, at its
    /// own fire date, and draining the run queue after each firing.
    ///
    /// - Complexity: O(f · t) for f firings and t scheduled timers.
    public func advance(by seconds: TimeInterval) {
        drain()
        let end = elapsed + Self.nanoseconds(max(seconds, 0))
        while let timer = nextDue(before: end) {
            elapsed = max(elapsed, timer.deadline)
            if timer.repeats {
                timer.deadline += Self.nanoseconds(timer.interval)
                timer.fireDate = start.addingTimeInterval(Double(timer.deadline) / 1e9)
            }
            timer.fire()
            _ = queue.runAll()
            queue.notifyObservers()
        }
        elapsed = end
    }

    private func nextDue(before end: Int64) -> ClockTimer? {
        timers.filter { $0.deadline <= end }
            .min { ($0.deadline, $0.sequence) < ($1.deadline, $1.sequence) }
    }

    private static func nanoseconds(_ seconds: TimeInterval) -> Int64 {
        guard seconds.isFinite else { return seconds > 0 ? Int64.max / 4 : 0 }
        return Int64((seconds * 1e9).rounded())
    }

}
