public import Redux

/// The getters of the onboarding forms (the sample's `OnboardingGetters`), from a getter of the
/// onboarding stack.
public struct OnboardingGetters {
    /// Reads the onboarding stack (out of scope unless nobody is signed in).
    public let getOnboardingState: (AppState) -> ScopedState<OnboardingState>

    /// Getters reading through `getOnboardingState` (by default the running app's).
    public init(
        getOnboardingState: @escaping (AppState) -> ScopedState<OnboardingState> = AppRunningGetters()
            .getOnboardingState
    ) {
        self.getOnboardingState = getOnboardingState
    }

    /// The sign-in form's state, while it is up.
    public func getSignInViewControllerState(appState: AppState) -> ScopedState<SignInViewControllerState> {
        guard case .inScope(.signingIn(let signInViewControllerState)) = getOnboardingState(appState) else {
            return .outOfScope
        }
        return .inScope(signInViewControllerState)
    }

    /// The sign-up form's state, while it is up.
    public func getSignUpViewControllerState(appState: AppState) -> ScopedState<SignUpViewControllerState> {
        guard case .inScope(.signingUp(let signUpViewControllerState)) = getOnboardingState(appState) else {
            return .outOfScope
        }
        return .inScope(signUpViewControllerState)
    }
}
