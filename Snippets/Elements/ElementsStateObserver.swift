// Elements: a use case changes the app's state, an observer turns each new state into method calls on
// the screen's event responder, and the screen never sees the event system.
import Elements
import Services

struct CounterState {
    var count = 0
    var message: String?
}

/// A current-value event system, the part a dependency container wraps in an `EventSource`.
@MainActor
final class StateBroadcaster {
    private(set) var state = CounterState()
    private var handlers: [Int: @MainActor (CounterState) -> Void] = [:]
    private var nextID = 0

    func update(_ change: (inout CounterState) -> Void) {
        change(&state)
        for handler in handlers.values { handler(state) }
    }

    var source: EventSource<CounterState> {
        EventSource { handler in
            let id = self.nextID
            self.nextID += 1
            self.handlers[id] = handler
            handler(self.state)
            return EventSubscription { [weak self] in self?.handlers[id] = nil }
        }
    }
}

/// Everything the observer may tell the screen.
@MainActor
protocol CounterEventResponder: AnyObject {
    func received(newCount: Int)
    func received(newMessage: String)
}

/// The task "add one", as an object made for each tap.
@MainActor
final class IncrementUseCase: UseCase {
    private let broadcaster: StateBroadcaster

    init(broadcaster: StateBroadcaster) {
        self.broadcaster = broadcaster
    }

    func start() {
        broadcaster.update { state in
            state.count += 1
            if state.count == 2 { state.message = "Two already" }
        }
    }
}

/// The screen: its observer is injected, and it starts and stops it with its appearance.
@MainActor
final class CounterScreen: CounterEventResponder {
    let observer: any Observer

    init(observer: any Observer) {
        self.observer = observer
    }

    func viewWillAppear() { observer.startObserving() }
    func viewWillDisappear() { observer.stopObserving() }

    func received(newCount: Int) { print("screen shows count \(newCount)") }
    func received(newMessage: String) { print("screen shows message \"\(newMessage)\"") }
}

let broadcaster = StateBroadcaster()
let observer = StateObserver<CounterState, any CounterEventResponder>(
    source: broadcaster.source,
    deliveries: [
        .removingDuplicates({ $0.count }) { $0.received(newCount: $1) },
        .removingDuplicates({ $0.message }) { $0.received(newMessage: $1) },
    ])
let screen = CounterScreen(observer: observer)
observer.eventResponder = screen

screen.viewWillAppear()  // the current state arrives at once
IncrementUseCase(broadcaster: broadcaster).start()
IncrementUseCase(broadcaster: broadcaster).start()
broadcaster.update { _ in }  // the same state again: every delivery skips it
screen.viewWillDisappear()
IncrementUseCase(broadcaster: broadcaster).start()  // not delivered: the observer stopped
print("state: \(broadcaster.state.count), observing: \(observer.isObserving)")
