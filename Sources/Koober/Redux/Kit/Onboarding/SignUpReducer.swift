extension Reducers {
    /// The sign-up form's reducer (the sample's `signUpReducer`, with the MVVM form's `inputEnabled`). A
    /// nil state is a fresh form.
    ///
    /// - ``SignUpActions/signingUp``: the form is disabled.
    /// - ``SignUpActions/signUpFailed(_:)``: the error is queued and the form enabled again.
    /// - ``SignUpActions/finishedPresentingError(_:)``: the error leaves the queue.
    public static func signUpReducer(
        action: KooberAction, state: SignUpViewControllerState?
    ) -> SignUpViewControllerState {
        var state = state ?? SignUpViewControllerState()
        switch action {
        case .signUp(.signingUp):
            state.inputEnabled = false
        case .signUp(.signUpFailed(let errorMessage)):
            state.errorsToPresent.enqueue(errorMessage)
            state.inputEnabled = true
        case .signUp(.finishedPresentingError(let errorMessage)):
            state.errorsToPresent.dequeue(errorMessage)
        default:
            break
        }
        return state
    }
}
