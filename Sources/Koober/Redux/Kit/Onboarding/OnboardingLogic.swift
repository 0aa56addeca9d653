/// The onboarding stack's transitions (the sample's `OnboardingLogic`): each form starts fresh.
struct OnboardingLogic {
    /// A fresh sign-in form on top of welcome.
    static func goToSignIn() -> OnboardingState {
        .signingIn(SignInViewControllerState())
    }

    /// A fresh sign-up form on top of welcome.
    static func goToSignUp() -> OnboardingState {
        .signingUp(SignUpViewControllerState())
    }

    /// Welcome alone.
    static func navigatedBackToWelcome() -> OnboardingState {
        .welcoming
    }
}
