/// The sample's `Input()`: a channel whose signal end is transformed and bound to another input, while
/// its input end is what an action binding sends to.
///
/// ```swift
/// .action --> Input<Void>().map { Message.save }.bind(to: store.input)
/// ```
@MainActor
public final class Input<Value> {
    /// Where values go in.
    public let input: SignalInput<Value>
    /// What comes out.
    public let signal: Signal<Value>

    /// A new channel.
    public init() {
        (input, signal) = Signal<Value>.channel()
    }

    /// The channel with its values transformed.
    public func map<Output>(_ transform: @escaping @MainActor (Value) -> Output) -> InputChain<Value, Output> {
        InputChain(input: input, signal: signal.map(transform))
    }

    /// The channel with its values transformed, nil results left out.
    public func compactMap<Output>(_ transform: @escaping @MainActor (Value) -> Output?) -> InputChain<Value, Output> {
        InputChain(input: input, signal: signal.compactMap(transform))
    }

    /// The channel's values forwarded to `target`; returns the input end, which keeps the forwarding
    /// alive as long as it is held.
    public func bind(to target: SignalInput<Value>) -> SignalInput<Value> {
        InputChain(input: input, signal: signal).bind(to: target)
    }
}

/// A channel's input end with its signal end transformed (built by ``Input``).
@MainActor
public struct InputChain<In, Out> {
    let input: SignalInput<In>
    let signal: Signal<Out>

    /// The chain transformed further.
    public func map<Next>(_ transform: @escaping @MainActor (Out) -> Next) -> InputChain<In, Next> {
        InputChain<In, Next>(input: input, signal: signal.map(transform))
    }

    /// The chain transformed further, nil results left out.
    public func compactMap<Next>(_ transform: @escaping @MainActor (Out) -> Next?) -> InputChain<In, Next> {
        InputChain<In, Next>(input: input, signal: signal.compactMap(transform))
    }

    /// The values forwarded to `target`; returns the input end. The forwarding lives as long as the input
    /// end (it holds the subscription).
    public func bind(to target: SignalInput<Out>) -> SignalInput<In> {
        let subscription = signal.bind(to: target)
        input.core.retain(subscription)
        return input
    }
}
