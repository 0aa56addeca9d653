import RecordingsUI
import Testing
import ViewKit

/// The per-window registry: values found by window, held weakly or strongly, dropped once gone.
@MainActor
@Suite struct WindowRegistryTests {
    final class Value {}

    @Test func findsEachWindowsValue() {
        let (first, second) = (Window(), Window())
        let (firstValue, secondValue) = (Value(), Value())
        var registry = WindowRegistry<Value>()
        registry.register(firstValue, for: first)
        registry.register(secondValue, for: second)
        #expect(registry.value(for: first) === firstValue)
        #expect(registry.value(for: second) === secondValue)
        #expect(registry.value(for: Window()) == nil)
        #expect(registry.values.map(ObjectIdentifier.init) == [firstValue, secondValue].map(ObjectIdentifier.init))
        #expect(registry.newest === secondValue)
    }

    @Test func registeringAWindowAgainReplacesItsValue() {
        let window = Window()
        let (old, new) = (Value(), Value())
        var registry = WindowRegistry<Value>()
        registry.register(old, for: window)
        registry.register(new, for: window)
        #expect(registry.value(for: window) === new)
        #expect(registry.values.count == 1)
    }

    @Test func aWeaklyHeldValueGoesWhenItsOwnerLetsGo() throws {
        let window = Window()
        var registry = WindowRegistry<Value>()
        var value: Value? = Value()
        registry.register(try #require(value), for: window)
        #expect(registry.windows.count == 1)
        value = nil
        #expect(registry.value(for: window) == nil)
        #expect(registry.values.isEmpty)
        #expect(registry.windows.isEmpty)
        #expect(registry.newest == nil)
    }

    @Test func aStronglyHeldValueStaysUntilItsWindowIsGoneAndTheNextWindowRegisters() {
        var registry = WindowRegistry<Value>(holding: .strongly)
        weak var released: Value?
        do {
            let window = Window()
            let value = Value()
            released = value
            registry.register(value, for: window)
        }
        // The window is gone: no window shows a problem, but termination still reaches the value.
        #expect(released != nil)
        #expect(registry.windows.isEmpty)
        #expect(registry.values.count == 1)
        let next = Window()
        registry.register(Value(), for: next)
        #expect(released == nil)
        #expect(registry.values.count == 1)
        #expect(registry.windows.map { ObjectIdentifier($0.window) } == [ObjectIdentifier(next)])
    }

    @Test func removeAllForgetsEveryWindow() {
        let window = Window()
        var registry = WindowRegistry<Value>(holding: .strongly)
        registry.register(Value(), for: window)
        registry.removeAll()
        #expect(registry.value(for: window) == nil)
        #expect(registry.values.isEmpty)
    }
}
