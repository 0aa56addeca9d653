public import Elements
public import KooberReduxKit
public import OpenCombine

/// The signed-in screen's observer (the sample's `ObserverForSignedIn`): delivers which part of the ride
/// shows and whether the profile is up, each once per change.
@MainActor
public final class ObserverForSignedIn: Observer {
    // MARK: - Properties
    /// Who receives the events; held weakly.
    public weak var eventResponder: (any ObserverForSignedInEventResponder)? {
        didSet { stateObserver.eventResponder = eventResponder }
    }
    private let stateObserver: StateObserver<SignedInViewControllerState, any ObserverForSignedInEventResponder>

    /// Whether the observer is subscribed.
    public var isObserving: Bool { stateObserver.isObserving }

    // MARK: - Methods
    /// Creates a stopped observer of `signedInState`.
    public init(signedInState: AnyPublisher<SignedInViewControllerState, Never>) {
        stateObserver = StateObserver(
            source: .publisher(signedInState),
            deliveries: [
                .removingDuplicates({ NewRideScreen($0.newRideState) }) { $0.received(newRideScreen: $1) },
                .removingDuplicates({ $0.viewingProfile }) { $0.received(viewingProfile: $1) },
            ])
    }

    public func startObserving() {
        stateObserver.startObserving()
    }

    public func stopObserving() {
        stateObserver.stopObserving()
    }
}
