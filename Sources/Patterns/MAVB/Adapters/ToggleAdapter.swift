public import Services

/// A persisted on/off value with a toggle input (the sample's `ToggleAdapter`).
@MainActor
public final class ToggleAdapter: StateContainer {
    private let variable: Var<Bool>
    private lazy var toggleChannel: (input: SignalInput<Void>, subscription: SignalSubscription) = {
        let (input, signal) = Signal<Void>.channel()
        return (
            input,
            signal.subscribeOrReport { [weak self] event in
                if case .value = event, let self { self.variable.set(!self.variable.value) }
            }
        )
    }()

    /// A toggle that is `isOn`.
    public nonisolated init(_ isOn: Bool) {
        variable = Var(isOn)
    }

    /// Whether it is on.
    public var value: Bool { variable.value }
    /// Each value sent flips it.
    public var toggleInput: SignalInput<Void> { toggleChannel.input }
    /// Where a new value goes in.
    public var input: SignalInput<Bool> { variable.input }
    /// A new signal of the value: now, then every change.
    public var signal: Signal<Bool> { variable.signal }

    public func observeChanges(_ handler: @escaping @MainActor () -> Void) -> SignalSubscription {
        variable.observeChanges(handler)
    }

    public nonisolated convenience init(from decoder: any Decoder) throws {
        self.init(try Bool(from: decoder))
    }

    public nonisolated func encode(to encoder: any Encoder) throws {
        try variable.encode(to: encoder)
    }
}
