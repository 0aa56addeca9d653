public import Elements
public import KooberKit

/// Signing in, bidirectional (the book's first `SignInUseCase`): reports to its starter through progress
/// closures instead of a store.
///
/// ``start()`` calls `onStart`, asks the remote API, saves the session in the data store, then calls
/// `onComplete(.success(session))`. Any failure, of the remote API or of the save, calls
/// `onComplete(.failure(…))` with "Sign In Failed" / "Could not sign in.\nPlease try again." (the cause is
/// not passed on); after a remote failure nothing is saved.
///
/// Contract: `onStart` once, before any I/O; `onComplete` once; lives until it called `onComplete`.
@MainActor
public final class BidirectionalSignInUseCase: UseCase {
    // MARK: - Properties
    // Input data
    let username: String
    let password: Secret
    // Side-effect subsystems
    let remoteAPI: any AuthRemoteAPI
    let dataStore: any UserSessionDataStore
    let ids: UUIDGenerator
    // Progress closures
    let onStart: @MainActor () -> Void
    let onComplete: @MainActor (SignInUseCaseResult) -> Void

    // MARK: - Methods
    /// Creates the use case; closures left out do nothing.
    ///
    /// - Parameters:
    ///   - remoteAPI: where the credentials are checked.
    ///   - dataStore: where the session is saved.
    ///   - ids: where the error message takes its identity.
    ///   - onStart: called when the sign-in starts (a spinner starts).
    ///   - onComplete: called with the session or the error.
    public init(
        username: String, password: Secret, remoteAPI: any AuthRemoteAPI, dataStore: any UserSessionDataStore,
        ids: UUIDGenerator, onStart: (@MainActor () -> Void)? = nil,
        onComplete: (@MainActor (SignInUseCaseResult) -> Void)? = nil
    ) {
        self.username = username
        self.password = password
        self.remoteAPI = remoteAPI
        self.dataStore = dataStore
        self.ids = ids
        self.onStart = onStart ?? {}
        self.onComplete = onComplete ?? { _ in }
    }

    public func start() {
        start(onComplete: onComplete)
    }

    /// Runs the sign-in as ``start()`` does but reports to `onComplete` instead of the one given at
    /// creation (``HybridSignInUseCase`` passes on less); `onStart` is still called first. The promise
    /// chain holds the use case and `onComplete` until it called `onComplete`.
    func start(onComplete: @escaping @MainActor (SignInUseCaseResult) -> Void) {
        onStart()
        remoteAPI.signIn(username: username, password: password)
            .then { userSession in self.dataStore.save(userSession: userSession) }
            .done { userSession in onComplete(.success(userSession)) }
            .catch { _ in onComplete(.failure(.signInFailed(ids: self.ids))) }
    }
}
