public import Elements
public import KooberReduxKit
public import OpenCombine

/// The root screen's observer (the sample's `ObserverForMain`): delivers where the app is, launching,
/// onboarding or signed in, once per change.
///
/// Contract: ``Elements/Observer``'s; the responder is held weakly and setting it to nil stops the observer.
@MainActor
public final class ObserverForMain: Observer {
    // MARK: - Properties
    /// Who receives the events; held weakly.
    public weak var eventResponder: (any ObserverForMainEventResponder)? {
        didSet { stateObserver.eventResponder = eventResponder }
    }
    private let stateObserver: StateObserver<MainViewControllerState, any ObserverForMainEventResponder>

    /// Whether the observer is subscribed.
    public var isObserving: Bool { stateObserver.isObserving }

    // MARK: - Methods
    /// Creates a stopped observer of `mainState`, the store's main-screen states.
    public init(mainState: AnyPublisher<MainViewControllerState, Never>) {
        stateObserver = StateObserver(
            source: .publisher(mainState),
            deliveries: [.removingDuplicates({ $0 }) { $0.received(newMainViewControllerState: $1) }])
    }

    public func startObserving() {
        stateObserver.startObserving()
    }

    public func stopObserving() {
        stateObserver.stopObserving()
    }
}
