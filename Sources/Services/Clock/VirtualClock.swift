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
    public private(set) var now: Date
    private var timers: [ClockTimer] = []
    private var queue = RunQueue()
    private var sequence = 0
    private var isDraining = false

    /// Creates a clock that starts at `start` (by default a fixed date, so output is repeatable).
    public init(start: Date = Date(timeIntervalSince1970: 1_800_000_000)) {
        self.now = start
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
        timers.append(timer)
        return timer
    }

    public func enqueue(_ work: @escaping @MainActor () -> Void) {
        queue.enqueue(work)
    }

    public func drain() {
        guard !isDraining else { return }
        isDraining = true
        var didWork = false
        while let work = queue.next() {
            work()
            didWork = true
        }
        isDraining = false
        if didWork { notifyObservers() }
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
        let end = now.addingTimeInterval(max(seconds, 0))
        while let timer = nextDue(before: end) {
            now = max(now, timer.fireDate)
            if timer.repeats { timer.fireDate = timer.fireDate.addingTimeInterval(timer.interval) }
            timer.fire()
            drain()
            notifyObservers()
        }
        now = end
    }

    private func nextDue(before end: Date) -> ClockTimer? {
        timers.filter { $0.fireDate <= end }
            .min { ($0.fireDate, $0.sequence) < ($1.fireDate, $1.sequence) }
    }

    private func notifyObservers() {
        for observer in queue.observerCallbacks { observer() }
    }
}
