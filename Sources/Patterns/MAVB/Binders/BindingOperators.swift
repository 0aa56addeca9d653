public import Services
import ViewKit

/// The binding operators of the sample: `--` constant, `<--` value (signal → property), `-->` action
/// (event → signal input).
precedencegroup BindingPrecedence {
    higherThan: AssignmentPrecedence
    associativity: none
}

infix operator -- : BindingPrecedence
infix operator <-- : BindingPrecedence
infix operator --> : BindingPrecedence

/// A constant binding: `.title -- "Recordings"`.
@MainActor @inlinable
public func -- <Instance, Value>(property: Property<Instance, Value>, value: Value) -> Binding<Instance> {
    Binding(name: property.name, argument: .constant(value)) { instance, lifetime in
        property.set(instance, value, lifetime)
    }
}

/// A value binding: every value of `signal` sets the property, for the instance's lifetime.
///
/// A plain signal has one subscriber; binding one twice is a programmer error (use `continuous()` or
/// `multicast()` for several observers).
@MainActor @inlinable
public func <-- <Instance, Value>(property: Property<Instance, Value>, signal: Signal<Value>) -> Binding<Instance> {
    Binding(name: property.name, argument: .signal(signal)) { instance, lifetime in
        do throws(SignalError) {
            // NB: the subscription lives in the lifetime, so it must not hold the lifetime (or the
            // instance that holds it) strongly.
            let subscription = try signal.subscribeValues { [weak instance, weak lifetime] value in
                guard let instance, let lifetime else { return }
                property.set(instance, value, lifetime)
            }
            lifetime.add(subscription)
        } catch {
            ProgrammerError.report("Binding .\(property.name): \(error.description)")
        }
    }
}

/// An action binding: every occurrence of the event is sent to `input`.
@MainActor @inlinable
public func --> <Instance, Value>(event: Event<Instance, Value>, input: SignalInput<Value>) -> Binding<Instance> {
    Binding(name: event.name, argument: .input(input)) { instance, lifetime in
        event.connect(instance, lifetime) { value in input.send(value) }
    }
}
