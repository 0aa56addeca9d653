public import Foundation

/// The source of time and the main run loop that every layer of the product shares.
///
/// A clock answers "what time is it", runs timers, and queues work to run on the main actor in order.
/// Two implementations exist: ``VirtualClock`` for tests and `apparch drive`, where time only moves when
/// someone calls ``VirtualClock/advance(by:)``, and ``SystemClock`` for the hosts that face a person.
///
/// Contract:
/// - Work passed to ``enqueue(_:)`` runs in FIFO order during the next ``drain()``; work enqueued while
///   draining runs in the same drain, after what was already queued.
/// - Timers fire in order of their fire dates (ties in scheduling order); after each firing the clock
///   drains the queue, so the effects of a tick are complete before the next tick.
/// - Turn observers run after every drain that did something: hosts use them to render.
@MainActor
public protocol Clock: AnyObject {
    /// The current time.
    var now: Date { get }

    /// Schedules `action` to run `interval` seconds from now, and every `interval` seconds after that
    /// when `repeats` is true, until the returned timer is invalidated.
    ///
    /// - Parameters:
    ///   - interval: seconds until the first firing; values below 0.001 are raised to 0.001.
    ///   - repeats: whether the timer fires again every `interval` seconds.
    ///   - action: the work to run at each firing, given the timer (to invalidate it).
    func scheduleTimer(
        interval: TimeInterval,
        repeats: Bool,
        _ action: @escaping @MainActor (ClockTimer) -> Void
    ) -> ClockTimer

    /// Queues `work` to run on the main actor after the current event, in FIFO order.
    func enqueue(_ work: @escaping @MainActor () -> Void)

    /// Runs queued work until the queue is empty, then tells the turn observers.
    func drain()

    /// Registers `observer` to run after each turn (a drain that ran work or a timer firing).
    ///
    /// - Returns: a token; the observer stays registered until ``removeTurnObserver(_:)`` is called.
    @discardableResult
    func addTurnObserver(_ observer: @escaping @MainActor () -> Void) -> TurnObserverToken

    /// Unregisters the observer that `token` names. Unknown tokens are ignored.
    func removeTurnObserver(_ token: TurnObserverToken)
}

/// Identifies a turn observer registered with a ``Clock``.
public struct TurnObserverToken: Hashable, Sendable {
    let rawValue: Int
}
