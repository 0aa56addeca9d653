public import Elements
public import KooberReduxKit
public import OpenCombine

/// The pick-me-up map's observer (the sample's `ObserverForPickMeUpMap`): delivers each new map state.
@MainActor
public final class ObserverForPickMeUpMap: Observer {
    // MARK: - Properties
    /// Who receives the events; held weakly.
    public weak var eventResponder: (any ObserverForPickMeUpMapEventResponder)? {
        didSet { stateObserver.eventResponder = eventResponder }
    }
    private let stateObserver: StateObserver<MapViewControllerState, any ObserverForPickMeUpMapEventResponder>

    /// Whether the observer is subscribed.
    public var isObserving: Bool { stateObserver.isObserving }

    // MARK: - Methods
    /// Creates a stopped observer of `mapState`.
    public init(mapState: AnyPublisher<MapViewControllerState, Never>) {
        stateObserver = StateObserver(
            source: .publisher(mapState),
            deliveries: [.removingDuplicates({ $0 }) { $0.received(newMapState: $1) }])
    }

    public func startObserving() {
        stateObserver.startObserving()
    }

    public func stopObserving() {
        stateObserver.stopObserving()
    }
}
