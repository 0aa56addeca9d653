extension Reducers {
    /// The onboarding stack's reducer (the sample's `onboardingReducer`): welcome's buttons push a fresh
    /// form, Back returns to welcome, and the form on top reduces its own actions. A nil state is
    /// welcome.
    ///
    /// Welcome's buttons apply only at welcome (a second tap queued behind the push changes nothing, so
    /// it cannot reset the form), and Back only from a form.
    public static func onboardingReducer(action: KooberAction, state: OnboardingState?) -> OnboardingState {
        let state = state ?? .welcoming
        switch (state, action) {
        case (.welcoming, .welcome(.goToSignIn)):
            return OnboardingLogic.goToSignIn()
        case (.welcoming, .welcome(.goToSignUp)):
            return OnboardingLogic.goToSignUp()
        case (.signingIn, .onboarding(.navigatedBackToWelcome)), (.signingUp, .onboarding(.navigatedBackToWelcome)):
            return OnboardingLogic.navigatedBackToWelcome()
        case (.signingIn(let signInViewControllerState), _):
            return .signingIn(signInReducer(action: action, state: signInViewControllerState))
        case (.signingUp(let signUpViewControllerState), _):
            return .signingUp(signUpReducer(action: action, state: signUpViewControllerState))
        case (.welcoming, _):
            return state
        }
    }
}
