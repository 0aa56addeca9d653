public import Foundation

/// The wall clock, for hosts that face a person (`apparch serve`).
///
/// Timers run on Swift concurrency's sleeping tasks; queued work is drained on the next main-actor turn.
@MainActor
public final class SystemClock: Clock {
    private let queue = RunQueue()
    private var drainScheduled = false
    private var sequence = 0

    /// Creates a system clock.
    public init() {}

    public var now: Date { Date() }

    public func scheduleTimer(
        interval: TimeInterval,
        repeats: Bool,
        _ action: @escaping @MainActor (ClockTimer) -> Void
    ) -> ClockTimer {
        let interval = max(interval, 0.001)
        sequence += 1
        let timer = ClockTimer(
            interval: interval, repeats: repeats, fireDate: now.addingTimeInterval(interval), sequence: sequence,
            action: action, onInvalidate: { _ in }
        )
        Task { @MainActor [weak self] in
            while timer.isValid {
                let delay = timer.fireDate.timeIntervalSinceNow
                if delay > 0 { try? await Task.sleep(nanoseconds: UInt64(delay * 1_000_000_000)) }
                guard timer.isValid else { return }
                if timer.repeats { timer.fireDate = timer.fireDate.addingTimeInterval(timer.interval) }
                timer.fire()
                self?.afterFiring()
            }
        }
        return timer
    }

    public func enqueue(_ work: @escaping @MainActor () -> Void) {
        queue.enqueue(work)
        guard !drainScheduled else { return }
        drainScheduled = true
        Task { @MainActor [weak self] in self?.drain() }
    }

    public func drain() {
        drainScheduled = false
        if queue.runAll() { queue.notifyObservers() }
    }

    /// Completes a timer's turn: the work it queued, then the turn observers, once.
    private func afterFiring() {
        drainScheduled = false
        _ = queue.runAll()
        queue.notifyObservers()
    }

    @discardableResult
    public func addTurnObserver(_ observer: @escaping @MainActor () -> Void) -> TurnObserverToken {
        queue.addObserver(observer)
    }

    public func removeTurnObserver(_ token: TurnObserverToken) {
        queue.removeObserver(token)
    }

}
