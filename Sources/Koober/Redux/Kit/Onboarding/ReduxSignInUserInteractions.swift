public import KooberKit
public import Redux

/// Sign-in in Redux (the sample's `ReduxSignInUserInteractions`, calling the remote API directly; the
/// session persister stores the session): dispatches ``SignInActions/signingIn``, then
/// ``SignInActions/signedIn(_:)`` or ``SignInActions/signInFailed(_:)`` ("Sign In Failed").
///
/// As in the MVVM form, empty fields are refused without a request (the same "Sign In Failed"), and a
/// "Sign In" while a request runs is ignored.
@MainActor
public final class ReduxSignInUserInteractions: SignInUserInteractions {
    let actionDispatcher: any ActionDispatcher<KooberAction>
    let remoteAPI: any AuthRemoteAPI
    let ids: UUIDGenerator
    private var signingIn = false

    /// Creates the interactions; error messages take their identities from `ids`.
    public init(actionDispatcher: any ActionDispatcher<KooberAction>, remoteAPI: any AuthRemoteAPI, ids: UUIDGenerator)
    {
        self.actionDispatcher = actionDispatcher
        self.remoteAPI = remoteAPI
        self.ids = ids
    }

    public func signIn(email: String, password: Secret) {
        guard !signingIn else { return }
        signingIn = true
        remoteAPI.signIn(email: email, password: password, reportingTo: actionDispatcher, ids: ids) { [weak self] in
            self?.signingIn = false
        }
    }

    public func finishedPresenting(_ errorMessage: ErrorMessage) {
        actionDispatcher.dispatch(.signIn(.finishedPresentingError(errorMessage)))
    }
}
