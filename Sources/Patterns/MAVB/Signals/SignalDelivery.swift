public import Services

/// What a signal's subscription and its source's observer share: whether events still go through, how the
/// signal ended, and how to stop the source. It is the subscription's flag (`CancellationToken.Activity`).
///
/// Both hold it strongly, so delivering an event reads a flag instead of loading a weak reference (a weak
/// reference gives its object a side table, and makes every retain and release of that object slower). The
/// end marks the subscription ended through that flag, not through a reference to it. Being the flag, it is
/// also the subscription's clean-up (``cancelled()``): a subscription costs this object, its token and the
/// observer's closure, with no flag or clean-up closure of their own.
@MainActor @usableFromInline
final class SignalDelivery: CancellationToken.Activity {
    /// How the signal ended, once it has.
    @usableFromInline private(set) var signalEnd: SignalEnd?
    /// Stops the source; nil once it is stopped or released.
    @usableFromInline var stop: (@MainActor () -> Void)?

    @usableFromInline override init() {}

    /// Stops the source, once: the subscription was cancelled or released (``isActive`` is false by then).
    @usableFromInline override func cancelled() {
        let stop = stop
        self.stop = nil
        stop?()
    }

    /// Records the signal's end: nothing follows it, the subscription is inactive and the source, finished,
    /// is released without being stopped.
    @usableFromInline func ended(_ signalEnd: SignalEnd) {
        self.signalEnd = signalEnd
        stop = nil
        end()
    }
}
