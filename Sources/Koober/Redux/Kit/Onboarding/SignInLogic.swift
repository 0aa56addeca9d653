/// The sign-in form's transformations (the sample's `SignInLogic`).
struct SignInLogic {
    /// The request is under way: fields and button disabled, spinner on.
    static func indicateSigningIn(viewState: inout SignInViewState) {
        viewState.emailInputEnabled = false
        viewState.passwordInputEnabled = false
        viewState.signInButtonEnabled = false
        viewState.signInActivityIndicatorAnimating = true
    }

    /// Signing in failed: everything enabled again, spinner off.
    ///
    /// NB: the sample does this on `FinishedPresentingError`, so the form stays disabled under the
    /// alert; the book's MVVM listing (and our MVVM form) enables it as the error comes, so both patterns
    /// show the same screens.
    static func indicateErrorSigningIn(viewState: inout SignInViewState) {
        viewState.emailInputEnabled = true
        viewState.passwordInputEnabled = true
        viewState.signInButtonEnabled = true
        viewState.signInActivityIndicatorAnimating = false
    }
}
