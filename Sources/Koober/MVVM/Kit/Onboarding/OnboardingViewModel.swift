public import OpenCombine

/// The onboarding flow's state (the sample's `OnboardingViewModel`): forward navigation is the model's
/// (`navigationAction` says what to present), going back is the system's (the Back button pops and the
/// view reports what it shows with ``uiPresented(onboardingView:)``). Lives while nobody is signed in.
@MainActor
public final class OnboardingViewModel: GoToSignUpNavigator, GoToSignInNavigator {
    /// What to present, or what is presented; starts by presenting welcome.
    @Published public private(set) var navigationAction: OnboardingNavigationAction = .present(view: .welcome)

    /// Creates the view model.
    public init() {}

    public func navigateToSignUp() {
        navigationAction = .present(view: .signup)
    }

    public func navigateToSignIn() {
        navigationAction = .present(view: .signin)
    }

    /// The view shows `onboardingView` now (after a transition, or after Back).
    public func uiPresented(onboardingView: OnboardingView) {
        navigationAction = .presented(view: onboardingView)
    }
}
