extension Reducers {
    /// The store's reducer (the sample's `appReducer`): launch's actions change the root's case; every
    /// other action goes to the reducer of the part that exists now (launching or running).
    ///
    /// A nil state is the app launching with nothing to present. ``LaunchingActions/finishedLaunchingApp(_:)``
    /// applies only while launching (a second launch changes nothing).
    public static func appReducer(action: KooberAction, state: AppState?) -> AppState {
        let state = state ?? .launching(LaunchViewControllerState())
        switch state {
        case .launching(let launchViewControllerState):
            switch action {
            case .launching(.finishedLaunchingApp(let authenticationState)):
                return AppLogic.appState(for: authenticationState)
            case .launching(.finishedPresentingLaunchError(let errorMessage)):
                return AppLogic.finishedPresenting(errorMessage, in: launchViewControllerState) ?? state
            default:
                return .launching(launchingReducer(action: action, state: launchViewControllerState))
            }
        case .running(let appRunningState):
            return .running(appRunningReducer(action: action, state: appRunningState))
        }
    }
}
