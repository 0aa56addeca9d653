/// The onboarding stack (the sample's `OnboardingState`): welcome, with the sign-in or sign-up form on
/// top of it.
public enum OnboardingState: Equatable, Codable, Sendable {
    /// Welcome alone.
    case welcoming
    /// The sign-in form on top of welcome.
    case signingIn(SignInViewControllerState)
    /// The sign-up form on top of welcome.
    case signingUp(SignUpViewControllerState)
}
