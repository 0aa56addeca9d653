extension Reducers {
    /// The profile's reducer (the sample's `profileReducer`, with the MVVM profile's `signOutEnabled`):
    /// signing out disables "Sign Out"; a failure queues its error and enables it again; a dismissal
    /// removes the error. There is no default: a profile always has a person.
    public static func profileReducer(
        action: KooberAction, state: ProfileViewControllerState
    ) -> ProfileViewControllerState {
        var state = state
        switch action {
        case .profile(.signingOut):
            state.signOutEnabled = false
        case .profile(.signOutFailed(let errorMessage)):
            state.errorsToPresent.enqueue(errorMessage)
            state.signOutEnabled = true
        case .profile(.finishedPresentingError(let errorMessage)):
            state.errorsToPresent.dequeue(errorMessage)
        default:
            break
        }
        return state
    }
}
