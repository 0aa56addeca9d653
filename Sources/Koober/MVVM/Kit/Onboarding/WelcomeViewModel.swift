/// The welcome screen's actions (the sample's `WelcomeViewModel`): "Sign Up" and "Sign In" tell the
/// navigators, which the onboarding view model is.
@MainActor
public final class WelcomeViewModel {
    let goToSignUpNavigator: any GoToSignUpNavigator
    let goToSignInNavigator: any GoToSignInNavigator

    /// Creates the view model.
    public init(goToSignUpNavigator: any GoToSignUpNavigator, goToSignInNavigator: any GoToSignInNavigator) {
        self.goToSignUpNavigator = goToSignUpNavigator
        self.goToSignInNavigator = goToSignInNavigator
    }

    /// "Sign Up".
    public func showSignUpView() {
        goToSignUpNavigator.navigateToSignUp()
    }

    /// "Sign In".
    public func showSignInView() {
        goToSignInNavigator.navigateToSignIn()
    }
}
