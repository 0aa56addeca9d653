public import Elements
import KooberKit
public import KooberReduxKit
public import OpenCombine

/// The profile's observer (the sample's `ObserverForProfile`): delivers the profile's view state and the
/// first error to present, repeats removed.
@MainActor
public final class ObserverForProfile: Observer {
    // MARK: - Properties
    /// Who receives the events; held weakly.
    public weak var eventResponder: (any ObserverForProfileEventResponder)? {
        didSet { stateObserver.eventResponder = eventResponder }
    }
    private let stateObserver: StateObserver<ProfileViewControllerState, any ObserverForProfileEventResponder>

    /// Whether the observer is subscribed.
    public var isObserving: Bool { stateObserver.isObserving }

    // MARK: - Methods
    /// Creates a stopped observer of `profileState`.
    public init(profileState: AnyPublisher<ProfileViewControllerState, Never>) {
        stateObserver = StateObserver(
            source: .publisher(profileState),
            deliveries: [
                .removingDuplicates({ ProfileViewState(profile: $0.profile, signOutEnabled: $0.signOutEnabled) }) {
                    $0.received(newViewState: $1)
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
