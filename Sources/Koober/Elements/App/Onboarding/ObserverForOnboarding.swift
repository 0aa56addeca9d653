public import Elements
public import KooberReduxKit
public import OpenCombine

/// The onboarding flow's observer (the sample's `ObserverForOnboarding`): delivers which screen shows,
/// once per change.
@MainActor
public final class ObserverForOnboarding: Observer {
    // MARK: - Properties
    /// Who receives the events; held weakly.
    public weak var eventResponder: (any ObserverForOnboardingEventResponder)? {
        didSet { stateObserver.eventResponder = eventResponder }
    }
    private let stateObserver: StateObserver<OnboardingState, any ObserverForOnboardingEventResponder>

    /// Whether the observer is subscribed.
    public var isObserving: Bool { stateObserver.isObserving }

    // MARK: - Methods
    /// Creates a stopped observer of `onboardingState`.
    public init(onboardingState: AnyPublisher<OnboardingState, Never>) {
        stateObserver = StateObserver(
            source: .publisher(onboardingState),
            deliveries: [.removingDuplicates({ OnboardingScreen($0) }) { $0.received(newOnboardingScreen: $1) }])
    }

    public func startObserving() {
        stateObserver.startObserving()
    }

    public func stopObserving() {
        stateObserver.stopObserving()
    }
}
