/// What the onboarding stack can do (the sample's `OnboardingUserInteractions`).
@MainActor
public protocol OnboardingUserInteractions: AnyObject {
    /// The person went back to welcome (the system's Back popped the form).
    func navigatedBackToWelcome()
}
