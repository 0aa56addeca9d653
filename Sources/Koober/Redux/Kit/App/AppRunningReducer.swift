extension Reducers {
    /// The running app's reducer (the sample's `appRunningReducer`): a session from sign-in or sign-up
    /// takes onboarding to the signed-in screens, signing out takes them back to a new onboarding at
    /// welcome; anything else goes to the current part's reducer. A nil state is onboarding at welcome.
    public static func appRunningReducer(action: KooberAction, state: AppRunningState?) -> AppRunningState {
        let state = state ?? .onboarding(.welcoming)
        switch (state, action) {
        case (.onboarding, .signIn(.signedIn(let userSession))):
            return .signedIn(SignedInViewControllerState(userSession: userSession), userSession)
        case (.signedIn, .appRunning(.signOut)):
            return .onboarding(.welcoming)
        case (.onboarding(let onboardingState), _):
            return .onboarding(onboardingReducer(action: action, state: onboardingState))
        case (.signedIn(let signedInViewControllerState, let userSession), _):
            return .signedIn(signedInReducer(action: action, state: signedInViewControllerState), userSession)
        }
    }
}
