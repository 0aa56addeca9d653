/// The onboarding screens (the sample's `OnboardingView`).
public enum OnboardingView: Equatable, Sendable {
    /// Sign in or sign up.
    case welcome
    /// The sign-in form.
    case signin
    /// The sign-up form.
    case signup
}

/// An onboarding navigation (the sample's `OnboardingNavigationAction`).
public typealias OnboardingNavigationAction = NavigationAction<OnboardingView>
