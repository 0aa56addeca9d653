extension Reducers {
    /// The store's reducer (the sample's `appReducer`): launch's actions change the root's case; every
    /// other action goes to the reducer of the part that exists now (launching or running).
    ///
    /// A nil state is the app launching with nothing to present. ``LaunchingActions/finishedLaunchingApp(_:)``
    /// applies only while launching (a second launch changes nothing). ``LaunchingActions/restoredState(_:)``
    /// waits in the launch state for the stored session while launching (after a launch error, nobody is
    /// signed in), and once running takes the app there for the session it has (who is signed in never
    /// changes by restoring).
    public static func appReducer(action: KooberAction, state: AppState?) -> AppState {
        let state = state ?? .launching(LaunchViewControllerState())
        switch state {
        case .launching(let launchViewControllerState):
            switch action {
            case .launching(.finishedLaunchingApp(let authenticationState)):
                guard let restoredState = launchViewControllerState.restoredState else {
                    return AppLogic.appState(for: authenticationState)
                }
                return .running(restoredState.appRunningState(for: authenticationState))
            case .launching(.restoredState(let restoredState)):
                var launchViewControllerState = launchViewControllerState
                launchViewControllerState.restoredState = restoredState
                return .launching(launchViewControllerState)
            case .launching(.finishedPresentingLaunchError(let errorMessage)):
                guard let next = AppLogic.finishedPresenting(errorMessage, in: launchViewControllerState) else {
                    return state
                }
                guard case .running = next, let restoredState = launchViewControllerState.restoredState else {
                    return next
                }
                // The stored session could not be read: nobody is signed in.
                return .running(restoredState.appRunningState(for: .notSignedIn))
            default:
                return .launching(launchingReducer(action: action, state: launchViewControllerState))
            }
        case .running(let appRunningState):
            if case .launching(.restoredState(let restoredState)) = action {
                return .running(restoredState.appRunningState(for: AppLogic.authenticationState(of: appRunningState)))
            }
            return .running(appRunningReducer(action: action, state: appRunningState))
        }
    }
}
