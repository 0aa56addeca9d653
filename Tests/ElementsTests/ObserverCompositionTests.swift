import Elements
import ElementsKeyboard
import ElementsTesting
import Testing

/// Scenario 22: a composition forwards each start and stop once to every child, in order, and has no
/// event responder of its own; the testing product's recording and no-op observers.
@MainActor @Suite struct ObserverCompositionTests {
    @Test func startAndStopReachEveryChildOnceInOrder() {
        var log: [String] = []
        let children = ["A", "B", "C"].map { name in
            RecordingObserver { log.append("\(name) \($0)") }
        }
        let composition = ObserverComposition(observers: children[0], children[1], children[2])

        composition.startObserving()
        #expect(log == ["A started", "B started", "C started"])
        composition.stopObserving()
        #expect(log == ["A started", "B started", "C started", "A stopped", "B stopped", "C stopped"])
        for child in children {
            #expect(child.events == [.started, .stopped])
        }
    }

    @Test func aCompositionHoldsItsChildrenAndNoResponder() {
        let composition = ObserverComposition(observers: [RecordingObserver(), NoOpObserver()])
        let labels = Mirror(reflecting: composition).children.map(\.label)
        #expect(labels == ["observers"])
        #expect(composition.observers.count == 2)
    }

    @Test func aCompositionIsIdempotentWhenItsChildrenAre() {
        let responder = RecordingKeyboardResponder()
        let keyboard = FakeEventSource<KeyboardNotification>()
        let child = KeyboardObserver(source: keyboard.source, eventResponder: responder)
        let composition = ObserverComposition(observers: child, NoOpObserver())

        composition.startObserving()
        composition.startObserving()
        #expect(keyboard.subscriberCount == 1)
        composition.stopObserving()
        composition.stopObserving()
        #expect(keyboard.subscriberCount == 0)
    }

    @Test func compositionsNest() {
        var log: [String] = []
        let inner = ObserverComposition(
            observers: RecordingObserver { log.append("B \($0)") }, RecordingObserver { log.append("C \($0)") })
        let outer = ObserverComposition(observers: RecordingObserver { log.append("A \($0)") }, inner)
        outer.startObserving()
        #expect(log == ["A started", "B started", "C started"])
    }

    @Test func aRecordingObserverRecordsEveryCallAndTracksWhetherItIsStarted() {
        let observer = RecordingObserver()
        #expect(!observer.isObserving)
        observer.startObserving()
        observer.startObserving()
        #expect(observer.isObserving)
        observer.stopObserving()
        #expect(!observer.isObserving)
        #expect(observer.events == [.started, .started, .stopped])
        #expect(observer.startCount == 2)
        #expect(observer.stopCount == 1)
    }
}
