public import Services

/// A persisted stack of states (the sample's `StackAdapter`): the navigation stack of a window.
///
/// - ``pushInput`` pushes; ``popToCount`` cuts the stack (a folder deleted elsewhere); ``replace(with:)``
///   sets it whole. Each reaches ``stackMap(_:)`` as a mutation the navigation controller applies.
/// - ``poppedToCount`` reports the depth the back button left: the view already shows it, so the stack
///   follows without a mutation (no echo).
@MainActor
public final class StackAdapter<Element: StateContainer>: StateContainer {
    /// The stack, bottom first.
    public var value: [Element] { storage.value }
    private let storage: ValueStorage<[Element]>
    private lazy var mutations = ValueObservers<StackMutation<Element>>()
    private lazy var changes = ValueObservers<Void>()
    private lazy var inputs: [SignalSubscription] = []
    private lazy var push: SignalInput<Element> = input { $0.apply(.push($1), notifyView: true) }
    private lazy var popped: SignalInput<Int> = input { $0.cut(to: $1, notifyView: false) }
    private lazy var popTo: SignalInput<Int> = input { $0.cut(to: $1, notifyView: true) }

    /// A stack holding `elements`.
    public nonisolated init(_ elements: [Element]) {
        storage = ValueStorage(elements)
    }

    /// Pushes a state.
    public var pushInput: SignalInput<Element> { push }
    /// The depth the back button left (no mutation follows).
    public var poppedToCount: SignalInput<Int> { popped }
    /// Cuts the stack to a depth (a mutation follows).
    public var popToCount: SignalInput<Int> { popTo }

    /// Replaces the whole stack.
    public func replace(with elements: [Element]) {
        apply(.reload(elements), notifyView: true)
    }

    /// A new signal of stack mutations, each state mapped once by `transform` (a folder state to its
    /// screen): first the whole stack as a reload, then one mutation per change.
    public func stackMap<Output>(_ transform: @escaping @MainActor (Element) -> Output) -> Signal<StackMutation<Output>>
    {
        let observers = mutations
        return Signal { [self] observer in
            observer(.value(.reload(value.map(transform))))
            let subscription = observers.subscribe { mutation in
                switch mutation {
                case .push(let element): observer(.value(.push(transform(element))))
                case .pop(let count): observer(.value(.pop(count: count)))
                case .reload(let elements): observer(.value(.reload(elements.map(transform))))
                }
            }
            return { subscription.cancel() }
        }
    }

    /// A new signal of the stack: now, then after every change.
    public var signal: Signal<[Element]> {
        let observers = changes
        return Signal { [self] observer in
            observer(.value(value))
            let subscription = observers.subscribe { [weak self] in if let self { observer(.value(self.value)) } }
            return { subscription.cancel() }
        }
    }

    public var childValues: [any StateContainer] { value }

    /// Observes the stack and every state on it, including states pushed later.
    public func observeChanges(_ handler: @escaping @MainActor () -> Void) -> SignalSubscription {
        var elementSubscriptions = value.map { $0.observeChanges(handler) }
        let own = changes.subscribe { [weak self] in
            guard let self else { return }
            for subscription in elementSubscriptions { subscription.cancel() }
            elementSubscriptions = self.value.map { $0.observeChanges(handler) }
            handler()
        }
        return SignalSubscription {
            own.cancel()
            for subscription in elementSubscriptions { subscription.cancel() }
        }
    }

    private func cut(to depth: Int, notifyView: Bool) {
        let depth = max(0, depth)
        guard depth < value.count else { return }
        apply(.pop(count: value.count - depth), notifyView: notifyView)
    }

    private func apply(_ mutation: StackMutation<Element>, notifyView: Bool) {
        switch mutation {
        case .push(let element): storage.value.append(element)
        case .pop(let count): storage.value.removeLast(min(count, value.count))
        case .reload(let elements): storage.value = elements
        }
        if notifyView { mutations.notify(mutation) }
        changes.notify(())
    }

    private func input<Value>(_ handler: @escaping @MainActor (StackAdapter, Value) -> Void) -> SignalInput<Value> {
        let (input, signal) = Signal<Value>.channel()
        inputs.append(
            signal.subscribeOrReport { [weak self] event in
                if case .value(let value) = event, let self { handler(self, value) }
            })
        return input
    }

    public nonisolated convenience init(from decoder: any Decoder) throws {
        self.init(try [Element](from: decoder))
    }

    public nonisolated func encode(to encoder: any Encoder) throws {
        try storage.value.encode(to: encoder)
    }
}
