import KooberKit

/// The app-level transformations of the reducers (the sample's `AppLogic`).
struct AppLogic {
    /// The running app that launch found: onboarding at welcome, or signed in and getting the location.
    static func appState(for authenticationState: AuthenticationState) -> AppState {
        switch authenticationState {
        case .notSignedIn: .running(.onboarding(.welcoming))
        case .signedIn(let userSession):
            .running(.signedIn(SignedInViewControllerState(userSession: userSession), userSession))
        }
    }

    /// Who is signed in while the app runs.
    static func authenticationState(of appRunningState: AppRunningState) -> AuthenticationState {
        switch appRunningState {
        case .onboarding: .notSignedIn
        case .signedIn(_, let userSession): .signedIn(userSession)
        }
    }

    /// Launch after the person dismissed `errorMessage`: still launching while errors remain, else
    /// onboarding at welcome; nil when the error was not being presented (a stale acknowledgement).
    static func finishedPresenting(
        _ errorMessage: ErrorMessage, in launchViewControllerState: LaunchViewControllerState
    ) -> AppState? {
        var launchViewControllerState = launchViewControllerState
        guard launchViewControllerState.errorsToPresent.dequeue(errorMessage) else { return nil }
        return launchViewControllerState.errorsToPresent.isEmpty
            ? .running(.onboarding(.welcoming)) : .launching(launchViewControllerState)
    }
}
