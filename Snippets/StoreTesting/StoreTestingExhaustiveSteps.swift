// An exhaustive store test: each step states the whole change it makes, every effect is asserted and
// every action an effect feeds back is received, or the test fails.
import StoreTesting
import Testing

struct Counter: Equatable {
    var value = 0
    var isSaving = false
}

enum CounterAction: Equatable {
    case incrementTapped
    case saveTapped
    case saved
}

enum CounterEffect: Equatable {
    case save(Int)
}

/// The unit under test: a pure step, as a TEA `update` or a reducer with effects is.
func step(_ state: inout Counter, _ action: CounterAction) -> [CounterEffect] {
    switch action {
    case .incrementTapped:
        state.value += 1
        return []
    case .saveTapped:
        state.isSaving = true
        return [.save(state.value)]
    case .saved:
        state.isSaving = false
        return []
    }
}

// A save effect sends `.saved` back, as its completion would.
let store = TestStore(Counter(), feedback: { (_: CounterEffect) in [CounterAction.saved] }, step: step)
store.send(.incrementTapped) { $0.value = 1 }
store.send(.saveTapped) { $0.isSaving = true }
store.assertEffects([.save(1)])
store.receive(.saved) { $0.isSaving = false }
store.finish()
print("every step asserted; state: \(store.state)")
