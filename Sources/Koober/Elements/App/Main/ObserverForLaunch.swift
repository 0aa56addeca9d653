public import Elements
import KooberKit
public import KooberReduxKit
public import OpenCombine

/// The launch screen's observer (the sample's `ObserverForLaunch`): delivers the first error to present,
/// each once.
@MainActor
public final class ObserverForLaunch: Observer {
    // MARK: - Properties
    /// Who receives the events; held weakly.
    public weak var eventResponder: (any ObserverForLaunchEventResponder)? {
        didSet { stateObserver.eventResponder = eventResponder }
    }
    private let stateObserver: StateObserver<LaunchViewControllerState, any ObserverForLaunchEventResponder>

    /// Whether the observer is subscribed.
    public var isObserving: Bool { stateObserver.isObserving }

    // MARK: - Methods
    /// Creates a stopped observer of `launchState`.
    public init(launchState: AnyPublisher<LaunchViewControllerState, Never>) {
        stateObserver = StateObserver(
            source: .publisher(launchState),
            deliveries: [.removingDuplicates({ $0.errorsToPresent.first }) { $0.received(newErrorMessage: $1) }])
    }

    public func startObserving() {
        stateObserver.startObserving()
    }

    public func stopObserving() {
        stateObserver.stopObserving()
    }
}
