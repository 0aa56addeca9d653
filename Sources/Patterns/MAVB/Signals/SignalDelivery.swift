public import Services

/// What a signal's subscription and its source's observer share: whether events still go through, how the
/// signal ended, and how to stop the source.
///
/// Both hold it strongly, so delivering an event reads a flag instead of loading a weak reference (a weak
/// reference gives its object a side table, and makes every retain and release of that object slower). The
/// end marks the subscription ended through the flag the two share (`CancellationToken.Activity`), not
/// through a reference to it: a subscription whose signal ended keeps its clean-up, which holds this delivery
/// (stopped by then), until the subscription is released.
@MainActor @usableFromInline
final class SignalDelivery {
    /// Whether events reach the observer: false once the subscription is cancelled or the signal ended.
    @usableFromInline private(set) var isOpen = true
    /// How the signal ended, once it has.
    @usableFromInline private(set) var end: SignalEnd?
    /// Stops the source; nil once it is stopped or released.
    @usableFromInline var stop: (@MainActor () -> Void)?
    /// The flag the subscription reads for `isActive`; ended when the signal ends.
    @usableFromInline let activity = CancellationToken.Activity()

    @usableFromInline init() {}

    /// Closes the delivery and stops the source, once (the subscription's cancellation).
    @usableFromInline func close() {
        isOpen = false
        let stop = stop
        self.stop = nil
        stop?()
    }

    /// Records the signal's end: nothing follows it, the subscription is inactive and the source, finished,
    /// is released without being stopped.
    @usableFromInline func ended(_ end: SignalEnd) {
        isOpen = false
        self.end = end
        stop = nil
        activity.end()
    }
}
