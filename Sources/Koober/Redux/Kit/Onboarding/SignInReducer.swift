extension Reducers {
    /// The sign-in form's reducer (the sample's `signInReducer`). A nil state is a fresh form.
    ///
    /// - ``SignInActions/signingIn``: fields and button disabled, spinner on (nothing changes if a
    ///   request is under way already).
    /// - ``SignInActions/signInFailed(_:)``: the error is queued, and the form enabled again at once
    ///   (the MVVM listing; the sample waits for the dismissal, see ``SignInLogic``).
    /// - ``SignInActions/finishedPresentingError(_:)``: the error leaves the queue, and the next one, if
    ///   any, comes up.
    public static func signInReducer(
        action: KooberAction, state: SignInViewControllerState?
    ) -> SignInViewControllerState {
        var state = state ?? SignInViewControllerState()
        switch action {
        case .signIn(.signingIn) where !state.viewState.signInActivityIndicatorAnimating:
            SignInLogic.indicateSigningIn(viewState: &state.viewState)
        case .signIn(.signInFailed(let errorMessage)):
            state.errorsToPresent.enqueue(errorMessage)
            SignInLogic.indicateErrorSigningIn(viewState: &state.viewState)
        case .signIn(.finishedPresentingError(let errorMessage)):
            state.errorsToPresent.dequeue(errorMessage)
        default:
            break
        }
        return state
    }
}
