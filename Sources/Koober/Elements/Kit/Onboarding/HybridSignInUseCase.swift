public import Elements
public import KooberKit

/// Signing in, hybrid (the book's third variant): the session goes only to the data store, whose
/// listeners see it; the starter hears only that the sign-in succeeded or why it failed.
///
/// ``start()`` calls `onStart`, asks the remote API, saves the session, then calls
/// `onComplete(.success(()))`; any failure calls `onComplete(.failure(…))` with "Sign In Failed".
///
/// Contract: `onStart` once, before any I/O; `onComplete` once; lives until it called `onComplete`.
@MainActor
public final class HybridSignInUseCase: UseCase {
    // MARK: - Properties
    let username: String
    let password: Secret
    let remoteAPI: any AuthRemoteAPI
    let dataStore: any UserSessionDataStore
    let ids: UUIDGenerator
    let onStart: @MainActor () -> Void
    let onComplete: @MainActor (HybridSignInUseCaseResult) -> Void

    // MARK: - Methods
    /// Creates the use case; closures left out do nothing.
    ///
    /// - Parameters:
    ///   - remoteAPI: where the credentials are checked.
    ///   - dataStore: where the session is saved (and read by whoever needs it).
    ///   - ids: where the error message takes its identity.
    ///   - onStart: called when the sign-in starts.
    ///   - onComplete: called with success or the error.
    public init(
        username: String, password: Secret, remoteAPI: any AuthRemoteAPI, dataStore: any UserSessionDataStore,
        ids: UUIDGenerator, onStart: (@MainActor () -> Void)? = nil,
        onComplete: (@MainActor (HybridSignInUseCaseResult) -> Void)? = nil
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
        onStart()
        remoteAPI.signIn(username: username, password: password)
            .then { userSession in self.dataStore.save(userSession: userSession) }
            .done { _ in self.onComplete(.success(())) }
            .catch { _ in self.onComplete(.failure(.signInFailed(ids: self.ids))) }
    }
}
