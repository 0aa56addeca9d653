/// What ``ObserverForOnboarding`` calls.
@MainActor
public protocol ObserverForOnboardingEventResponder: AnyObject {
    /// Onboarding moved to `newOnboardingScreen` (each change once).
    func received(newOnboardingScreen: OnboardingScreen)
}
