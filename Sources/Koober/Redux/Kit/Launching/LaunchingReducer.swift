extension Reducers {
    /// The launch screen's reducer (the sample's `launchingReducer`): a launch error is queued for
    /// presentation (its dismissal is the app reducer's, since it leaves launch). A nil state has
    /// nothing to present.
    public static func launchingReducer(
        action: KooberAction, state: LaunchViewControllerState?
    ) -> LaunchViewControllerState {
        var state = state ?? LaunchViewControllerState()
        if case .launching(.finishedLaunchingAppWithError(let errorMessage)) = action {
            state.errorsToPresent.enqueue(errorMessage)
        }
        return state
    }
}
