public import Elements
import KooberKit
public import KooberReduxKit
public import OpenCombine

/// The "finding your location" screen's observer (the sample's `ObserverForGettingUsersLocation`):
/// delivers the first error to present, each once.
@MainActor
public final class ObserverForGettingUsersLocation: Observer {
    // MARK: - Properties
    /// Who receives the events; held weakly.
    public weak var eventResponder: (any ObserverForGettingUsersLocationEventResponder)? {
        didSet { stateObserver.eventResponder = eventResponder }
    }
    private let stateObserver:
        StateObserver<GettingUsersLocationViewControllerState, any ObserverForGettingUsersLocationEventResponder>

    /// Whether the observer is subscribed.
    public var isObserving: Bool { stateObserver.isObserving }

    // MARK: - Methods
    /// Creates a stopped observer of `gettingUsersLocationState`.
    public init(gettingUsersLocationState: AnyPublisher<GettingUsersLocationViewControllerState, Never>) {
        stateObserver = StateObserver(
            source: .publisher(gettingUsersLocationState),
            deliveries: [.removingDuplicates({ $0.errorsToPresent.first }) { $0.received(newErrorMessage: $1) }])
    }

    public func startObserving() {
        stateObserver.startObserving()
    }

    public func stopObserving() {
        stateObserver.stopObserving()
    }
}
