import Services
import Testing

@testable import RecordingsMVVM

/// The observable property that replaces KVO and Rx variables: initial delivery, every change (no
/// duplicate filtering), cancellation, release of the token, and reentrancy.
@MainActor
@Suite struct ObservablePropertyTests {
    @Test func anObserverGetsTheCurrentValueAtOnceThenEveryChange() {
        let property = ObservableProperty("a")
        var seen: [String] = []
        let token = property.observe { seen.append($0) }
        #expect(seen == ["a"])
        property.value = "b"
        property.value = "b"
        #expect(seen == ["a", "b", "b"], "equal values are delivered too")
        #expect(property.observerCount == 1)
        token.cancel()
    }

    @Test func aCancelledObservationIsNotCalledAgain() {
        let property = ObservableProperty(0)
        var seen: [Int] = []
        let token = property.observe { seen.append($0) }
        token.cancel()
        property.value = 1
        #expect(seen == [0])
        #expect(!token.isActive)
        #expect(property.observerCount == 0)
        token.cancel()  // twice is harmless
    }

    @Test func releasingTheTokenEndsTheObservation() {
        let property = ObservableProperty(0)
        var seen: [Int] = []
        var token: PropertyObservation? = property.observe { seen.append($0) }
        property.value = 1
        #expect(token != nil)
        token = nil
        property.value = 2
        #expect(seen == [0, 1])
        #expect(property.observerCount == 0)
    }

    @Test func observersAreCalledInOrder() {
        let property = ObservableProperty(0)
        var calls: [String] = []
        let first = property.observe { calls.append("first \($0)") }
        let second = property.observe { calls.append("second \($0)") }
        calls = []
        property.value = 1
        #expect(calls == ["first 1", "second 1"])
        _ = (first, second)
    }

    @Test func aNestedAssignmentWinsAndNobodyHearsAnOlderValueAfterANewerOne() {
        let property = ObservableProperty(0)
        var seenByFirst: [Int] = []
        var seenBySecond: [Int] = []
        let first = property.observe { value in
            seenByFirst.append(value)
            if value == 1 { property.value = 2 }
        }
        let second = property.observe { seenBySecond.append($0) }
        property.value = 1
        #expect(seenByFirst == [0, 1, 2])
        #expect(seenBySecond == [0, 2])
        #expect(property.value == 2)
        _ = (first, second)
    }

    @Test func anObserverCancelledDuringADeliveryIsNotCalled() {
        let property = ObservableProperty(0)
        var seen: [Int] = []
        var second: PropertyObservation?
        let first = property.observe { value in if value == 1 { second?.cancel() } }
        second = property.observe { seen.append($0) }
        property.value = 1
        #expect(seen == [0])
        _ = first
    }
}
