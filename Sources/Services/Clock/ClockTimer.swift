public import Foundation

/// A timer scheduled on a ``Clock``; the counterpart of Foundation's `Timer`.
///
/// A timer fires until it is invalidated (repeating) or once (non-repeating). Invalidating it from its
/// own action is allowed. Timers hold their action strongly: capture owners weakly.
@MainActor
public final class ClockTimer {
    /// Seconds between firings (the first firing included).
    public let interval: TimeInterval
    /// Whether the timer fires again after each firing.
    public let repeats: Bool
    /// When the timer fires next; meaningless once invalid.
    public internal(set) var fireDate: Date
    /// False once the timer was invalidated or, for a one-shot timer, has fired.
    public private(set) var isValid = true

    let sequence: Int
    /// The next firing in whole nanoseconds on a virtual clock's timeline (unused by the system clock).
    var deadline: Int64 = 0
    private let action: @MainActor (ClockTimer) -> Void
    private let onInvalidate: @MainActor (ClockTimer) -> Void

    init(
        interval: TimeInterval,
        repeats: Bool,
        fireDate: Date,
        sequence: Int,
        action: @escaping @MainActor (ClockTimer) -> Void,
        onInvalidate: @escaping @MainActor (ClockTimer) -> Void
    ) {
        self.interval = interval
        self.repeats = repeats
        self.fireDate = fireDate
        self.sequence = sequence
        self.action = action
        self.onInvalidate = onInvalidate
    }

    /// Stops the timer; it never fires again. Calling it twice is harmless.
    public func invalidate() {
        guard isValid else { return }
        isValid = false
        onInvalidate(self)
    }

    /// Runs the action once; one-shot timers become invalid first, so the action may reschedule.
    func fire() {
        guard isValid else { return }
        if !repeats { invalidate() }
        action(self)
    }
}
