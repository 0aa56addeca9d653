public import Elements
public import KooberReduxKit
public import OpenCombine

/// The onboarding flow's observer (the sample's `ObserverForOnboarding`): delivers which screen shows,
/// once per change.
public typealias ObserverForOnboarding = StateObserver<OnboardingState, any ObserverForOnboardingEventResponder>

extension ObserverForOnboarding {
    /// Creates a stopped observer of `onboardingState`.
    public convenience init(onboardingState: AnyPublisher<OnboardingState, Never>) {
        self.init(
            source: .publisher(onboardingState),
            deliveries: [.removingDuplicates({ OnboardingScreen($0) }) { $0.received(newOnboardingScreen: $1) }])
    }
}
