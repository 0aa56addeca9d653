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
        signingUp = true
        remoteAPI.signUp(newAccount, reportingTo: actionDispatcher, ids: ids) { [weak self] in
            self?.signingUp = false
        }
    }

    public func finishedPresenting(_ errorMessage: ErrorMessage) {
        actionDispatcher.dispatch(.signUp(.finishedPresentingError(errorMessage)))
    }
}
