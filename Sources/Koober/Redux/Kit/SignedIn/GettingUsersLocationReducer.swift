extension Reducers {
    /// The getting-location screen's reducer (the sample's `gettingUsersLocationReducer`): a failure's
    /// error is queued, a dismissal removes it. A nil state has nothing to present.
    public static func gettingUsersLocationReducer(
        action: KooberAction, state: GettingUsersLocationViewControllerState?
    ) -> GettingUsersLocationViewControllerState {
        var state = state ?? GettingUsersLocationViewControllerState()
        switch action {
        case .gettingUsersLocation(.failedGettingUsersLocation(let errorMessage)):
            state.errorsToPresent.enqueue(errorMessage)
        case .gettingUsersLocation(.finishedPresentingError(let errorMessage)):
            state.errorsToPresent.dequeue(errorMessage)
        default:
            break
        }
        return state
    }
}
