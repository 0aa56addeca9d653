import StoreTesting
import Testing

/// A small store to test the tester with: a counter with a title, whose steps return effect values.
struct Counter: Equatable {
    var count = 0
    var title = "Counter"
}

enum CounterAction: Equatable {
    case increment
    case rename(String)
    case save
    case saved
}

enum CounterEffect: Equatable {
    case persist(Int)
    case send(CounterAction)
}

func counterStep(_ state: inout Counter, _ action: CounterAction) -> [CounterEffect] {
    switch action {
    case .increment:
        state.count += 1
        return []
    case .rename(let title):
        state.title = title
        return []
    case .save:
        return [.persist(state.count), .send(.saved)]
    case .saved:
        state.title = "Saved"
        return []
    }
}

@MainActor
func counterStore(
    _ exhaustivity: TestStore<Counter, CounterAction, CounterEffect>.Exhaustivity = .on
)
    -> TestStore<Counter, CounterAction, CounterEffect>
{
    TestStore(
        Counter(), exhaustivity: exhaustivity,
        feedback: { effect in
            if case .send(let action) = effect { [action] } else { [] }
        },
        step: counterStep)
}

@MainActor
@Suite struct TestStoreTests {
    @Test func aFullyAssertedRunPasses() {
        let store = counterStore()
        store.send(.increment) { $0.count = 1 }
        store.send(.rename("Steps")) { $0.title = "Steps" }
        store.send(.save)
        store.assertEffects([.persist(1), .send(.saved)])
        store.receive(.saved) { $0.title = "Saved" }
        store.finish()
        #expect(store.state == Counter(count: 1, title: "Saved"))
    }

    @Test func anUnassertedChangeFails() {
        let store = counterStore()
        withKnownIssue("the count changed but the closure did not say so") {
            store.send(.increment)
        } matching: { issue in
            issue.description.contains("changed differently than asserted") && issue.description.contains("count")
        }
        #expect(store.state.count == 1)
    }

    @Test func aWrongExpectationFailsWithADiff() {
        let store = counterStore()
        withKnownIssue {
            store.send(.rename("Steps")) { $0.title = "Stairs" }
        } matching: { issue in
            issue.description.contains("− ") && issue.description.contains("Stairs")
                && issue.description.contains("+ ") && issue.description.contains("Steps")
        }
    }

    @Test func anUnassertedEffectFailsAtTheNextAction() {
        let store = counterStore()
        store.send(.save)
        withKnownIssue {
            store.send(.increment) { $0.count = 1 }
        } matching: { issue in
            issue.description.contains("effect(s) were not asserted") && issue.description.contains("persist")
                || issue.description.contains("fed-back action(s) were not received")
        }
    }

    @Test func anUnassertedEffectFailsAtTheEnd() {
        let store = counterStore()
        store.send(.save)
        store.assertEffects([.persist(0), .send(.saved)])
        withKnownIssue {
            store.finish()
        } matching: { issue in
            issue.description.contains("fed-back action(s) were not received") && issue.description.contains("saved")
        }
    }

    @Test func wrongEffectsFail() {
        let store = counterStore()
        store.send(.save)
        withKnownIssue {
            store.assertEffects([.persist(7)])
        } matching: { issue in
            issue.description.contains("effects differ")
        }
        store.skipEffects()
    }

    @Test func receivingAnActionNobodyFedBackFails() {
        let store = counterStore()
        withKnownIssue {
            store.receive(.saved)
        } matching: { issue in
            issue.description.contains("no effect fed back")
        }
    }

    @Test func theNonExhaustiveModeChecksOnlyWhatItStates() {
        let store = counterStore(.off)
        store.send(.increment)
        store.send(.save) { $0.count = 1 }
        store.send(.rename("Free")) { $0.title = "Free" }
        store.finish()
        withKnownIssue {
            store.send(.increment) { $0.count = 5 }
        } matching: { issue in
            issue.description.contains("asserted state is wrong")
        }
    }

    @Test func theDiffShowsOnlyTheLinesThatDiffer() {
        let diff = StateDiff.lines(expected: Counter(count: 1, title: "A"), actual: Counter(count: 1, title: "B"))
        #expect(diff.contains("− "))
        #expect(diff.contains("+ "))
        #expect(diff.contains("A"))
        #expect(diff.contains("B"))
        #expect(StateDiff.lines(expected: Counter(), actual: Counter()).contains("the dumps are the same"))
    }
}
