public import Foundation

/// The real clock, for hosts that face a person (`apparch serve`).
///
/// ``now`` is the wall time at the clock's creation moved on by a clock that never steps (Swift's
/// `ContinuousClock`, which also counts time asleep). A correction of the machine's clock while the
/// process runs (NTP, a virtual machine catching up) is seen at the next launch; in exchange, nothing the
/// clock measures jumps: a repeating timer neither fires in a burst nor stalls, and the seconds of a
/// recording or a playback are the seconds that passed.
///
/// Timers run on Swift concurrency's sleeping tasks; queued work is drained on the next main-actor turn.
@MainActor
public final class SystemClock: Clock {
    private let queue = RunQueue()
    private var drainScheduled = false
    private var sequence = 0
    private let time: SteadyTime

    /// Creates a system clock that starts at the machine's wall time.
    public convenience init() {
        self.init(startingAt: Date())
    }

    /// Creates a system clock whose ``now`` is `startDate` at its creation.
    init(startingAt startDate: Date) {
        time = SteadyTime(startDate: startDate, start: .now)
    }

    public var now: Date { time.now }

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
        Task { @MainActor [weak self, time] in
            while timer.isValid {
                let delay = timer.fireDate.timeIntervalSince(time.now)
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

/// A date that moves on with `ContinuousClock` from where it started.
private struct SteadyTime: Sendable {
    let startDate: Date
    let start: ContinuousClock.Instant

    var now: Date { startDate.addingTimeInterval(start.duration(to: .now).seconds) }
}
