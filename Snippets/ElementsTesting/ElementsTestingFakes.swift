// The fakes of ElementsTesting: an event source a test posts to, an observer that records how a
// screen starts and stops it, and a use case that records how it was run.
import Elements
import ElementsTesting

@MainActor
final class TitleResponder {
    var titles: [String] = []
}

// An observer under test, fed by a fake source instead of a store.
let states = FakeEventSource<String>(current: "Recordings")
let responder = TitleResponder()
let observer = StateObserver<String, TitleResponder>(
    source: states.source,
    deliveries: [.removingDuplicates({ $0 }) { $0.titles.append($1) }],
    eventResponder: responder)
observer.startObserving()
states.post("Recordings")
states.post("Ideas")
observer.stopObserving()
states.post("Drafts")
print("delivered: \(responder.titles), subscribers left: \(states.subscriberCount)")

// A screen's calls on its observer, repeats included.
let recorded = RecordingObserver()
recorded.startObserving()
recorded.stopObserving()
print("observer calls: \(recorded.events)")

// A use case started by an interaction, then called off.
let search = FakeUseCase { print("search started") }
search.start()
search.cancel()
print("use case calls: \(search.events)")
