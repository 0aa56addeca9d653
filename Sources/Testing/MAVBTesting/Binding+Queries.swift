public import MAVB
import Services

/// The sample's binding queries (`Binding.value(for:in:)`, `signal(for:in:)`, `argument(for:in:)`), for
/// tests that read a binder's bindings without building any view (MAVB's `Binder.consumeBindings()`).
///
/// ```swift
/// let bindings = try folderView(rootFolder, split, store).consumeBindings()
/// #expect(bindings.value(for: .title) == "Recordings")
/// ```
extension Array {
    /// The constant of `property`'s binding, or the first value its signal delivers now; nil when the
    /// property is not bound (or its signal has no value yet).
    @MainActor
    public func value<Instance, Value>(for property: Property<Instance, Value>) -> Value?
    where Element == Binding<Instance> {
        guard let binding = first(where: { $0.name == property.name }) else { return nil }
        switch binding.argument {
        case .constant(let value):
            return value as? Value
        case .signal(let signal):
            guard let signal = signal as? Signal<Value> else { return nil }
            var first: Value?
            let subscription = try? signal.subscribeValues { value in if first == nil { first = value } }
            subscription?.cancel()
            return first
        case .input:
            return nil
        }
    }

    /// The signal behind `property`'s value binding; nil when it is constant or not bound.
    @MainActor
    public func signal<Instance, Value>(for property: Property<Instance, Value>) -> Signal<Value>?
    where Element == Binding<Instance> {
        guard let binding = first(where: { $0.name == property.name }), case .signal(let signal) = binding.argument
        else { return nil }
        return signal as? Signal<Value>
    }

    /// The signal input `event` is bound to (the sample's `.singleTarget(input)` argument).
    @MainActor
    public func argument<Instance, Value>(for event: Event<Instance, Value>) -> SignalInput<Value>?
    where Element == Binding<Instance> {
        guard let binding = first(where: { $0.name == event.name }), case .input(let input) = binding.argument
        else { return nil }
        return input as? SignalInput<Value>
    }
}
