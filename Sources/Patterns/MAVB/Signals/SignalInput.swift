import Services

/// The sending end of a channel (the sample's `SignalInput`): values sent while nobody observes the
/// channel's signal are dropped, not buffered.
///
/// NB: sending is inlinable, so a chain built in the app's module specializes it for its values.
@MainActor
public struct SignalInput<Value> {
    @usableFromInline let core: ChannelCore<Value>

    /// Sends `value` to the channel's subscriber, if any.
    @inlinable
    public func send(_ value: Value) {
        core.deliver(.value(value))
    }

    /// Ends the channel.
    @inlinable
    public func complete() {
        core.deliver(.end(.complete))
    }
}

/// The shared middle of a channel: the current subscriber.
@MainActor @usableFromInline
final class ChannelCore<Value> {
    @usableFromInline var observer: (@MainActor (SignalEvent<Value>) -> Void)?
    @usableFromInline var ended = false
    /// A forwarding this channel feeds (``InputChain/bind(to:)``), alive as long as the channel.
    private var retained: [SignalSubscription] = []

    func retain(_ subscription: SignalSubscription) {
        retained.append(subscription)
    }

    @inlinable
    func deliver(_ event: SignalEvent<Value>) {
        guard !ended else { return }
        let current = observer
        if case .end = event {
            ended = true
            observer = nil  // nothing follows an end: release the subscriber's chain
        }
        current?(event)
    }

    func attach(_ observer: @escaping @MainActor (SignalEvent<Value>) -> Void) -> @MainActor () -> Void {
        if ended {
            observer(.end(.complete))
            return {}
        }
        self.observer = observer
        return { [weak self] in self?.observer = nil }
    }
}
