public import KooberKit
public import Redux

/// Sign-up in Redux (the sample's `ReduxSignUpUserInteractions`, calling the remote API directly; the
/// session persister stores the session): dispatches ``SignUpActions/signingUp``, then
/// ``SignInActions/signedIn(_:)`` or ``SignUpActions/signUpFailed(_:)`` ("Sign Up Failed").
///
/// As in the MVVM form, empty fields are refused without a request, the error naming them ("Fill in
/// Full Name and Password."), and a "Sign Up" while a request runs is ignored.
@MainActor
public final class ReduxSignUpUserInteractions: SignUpUserInteractions {
    let actionDispatcher: any ActionDispatcher<KooberAction>
    let remoteAPI: any AuthRemoteAPI
    let ids: UUIDGenerator
    private var signingUp = false

    /// Creates the interactions; error messages take their identities from `ids`.
    public init(actionDispatcher: any ActionDispatcher<KooberAction>, remoteAPI: any AuthRemoteAPI, ids: UUIDGenerator)
    {
        self.actionDispatcher = actionDispatcher
        self.remoteAPI = remoteAPI
        self.ids = ids
    }

    public func signUp(_ newAccount: NewAccount) {
        guard !signingUp else { return }
        let emptyFields = newAccount.emptyFields
        guard emptyFields.isEmpty else {
            return indicateErrorSigningUp(
                message: KooberStrings.signUpFailedMessage + "\n" + KooberStrings.fillIn(emptyFields))
        }
        signingUp = true
        actionDispatcher.dispatch(.signUp(.signingUp))
        remoteAPI.signUp(account: newAccount)
            .ensure { [weak self] in self?.signingUp = false }
            .done { [actionDispatcher] userSession in actionDispatcher.dispatch(.signIn(.signedIn(userSession))) }
            .catch { [self] _ in indicateErrorSigningUp(message: KooberStrings.signUpFailedMessage) }
    }

    public func finishedPresenting(_ errorMessage: ErrorMessage) {
        actionDispatcher.dispatch(.signUp(.finishedPresentingError(errorMessage)))
    }

    private func indicateErrorSigningUp(message: String) {
        let errorMessage = ErrorMessage(title: KooberStrings.signUpFailedTitle, message: message, ids: ids)
        actionDispatcher.dispatch(.signUp(.signUpFailed(errorMessage)))
    }
}
