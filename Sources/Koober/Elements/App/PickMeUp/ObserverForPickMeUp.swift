public import Elements
import KooberKit
public import KooberReduxKit
import KooberUI
public import OpenCombine

/// The pick-me-up screen's observer (the sample's `ObserverForPickMeUp`): delivers whether "Where to?"
/// shows, what the screen shows, and the first error to present, each once per change.
@MainActor
public final class ObserverForPickMeUp: Observer {
    // MARK: - Properties
    /// Who receives the events; held weakly.
    public weak var eventResponder: (any ObserverForPickMeUpEventResponder)? {
        didSet { stateObserver.eventResponder = eventResponder }
    }
    private let stateObserver: StateObserver<PickMeUpViewControllerState, any ObserverForPickMeUpEventResponder>

    /// Whether the observer is subscribed.
    public var isObserving: Bool { stateObserver.isObserving }

    // MARK: - Methods
    /// Creates a stopped observer of `pickMeUpState`.
    public init(pickMeUpState: AnyPublisher<PickMeUpViewControllerState, Never>) {
        stateObserver = StateObserver(
            source: .publisher(pickMeUpState),
            deliveries: [
                .removingDuplicates({ $0.shouldDisplayWhereTo }) { $0.received(newShouldDisplayWhereTo: $1) },
                .removingDuplicates({ PickMeUpView(state: $0.state, sendingState: $0.sendingState) }) {
                    $0.received(newPickMeUpView: $1)
                },
                .removingDuplicates({ $0.errorsToPresent.first }) { $0.received(newErrorMessage: $1) },
            ])
    }

    public func startObserving() {
        stateObserver.startObserving()
    }

    public func stopObserving() {
        stateObserver.stopObserving()
    }
}
