public import Redux

/// The getters of the running app's parts (the sample's `AppRunningGetters`), from a getter of the
/// running state.
public struct AppRunningGetters {
    /// Reads the running app's state (out of scope while launching).
    public let getAppRunningState: (AppState) -> ScopedState<AppRunningState>

    /// Getters reading through `getAppRunningState` (by default the root's).
    public init(
        getAppRunningState: @escaping (AppState) -> ScopedState<AppRunningState> = EntryPointGetters()
            .getAppRunningState
    ) {
        self.getAppRunningState = getAppRunningState
    }

    /// The onboarding stack, while nobody is signed in.
    public func getOnboardingState(appState: AppState) -> ScopedState<OnboardingState> {
        guard case .inScope(.onboarding(let onboardingState)) = getAppRunningState(appState) else {
            return .outOfScope
        }
        return .inScope(onboardingState)
    }

    /// The signed-in screens' state, while someone is signed in.
    public func getSignedInViewControllerState(appState: AppState) -> ScopedState<SignedInViewControllerState> {
        guard case .inScope(.signedIn(let signedInViewControllerState, _)) = getAppRunningState(appState) else {
            return .outOfScope
        }
        return .inScope(signedInViewControllerState)
    }

    /// Who is signed in once the app runs; nil while launching (what the session persister follows).
    public func getAuthenticationState(appState: AppState) -> AuthenticationState? {
        switch getAppRunningState(appState) {
        case .outOfScope: nil
        case .inScope(.onboarding): .notSignedIn
        case .inScope(.signedIn(_, let userSession)): .signedIn(userSession)
        }
    }
}
