public import Elements
public import KooberKit

/// Signing in, hybrid (the book's third variant): the session goes only to the data store, whose
/// listeners see it; the starter hears only that the sign-in succeeded or why it failed.
///
/// ``start()`` calls `onStart`, asks the remote API, saves the session, then calls
/// `onComplete(.success(()))`; any failure calls `onComplete(.failure(…))` with "Sign In Failed". It runs
/// the chain of a ``BidirectionalSignInUseCase`` and passes on only whether it succeeded.
///
/// Contract: `onStart` once, before any I/O; `onComplete` once; lives until it called `onComplete`.
@MainActor
public final class HybridSignInUseCase: UseCase {
    // MARK: - Properties
    /// The sign-in it runs: the bidirectional one, whose session this use case does not pass on.
    let signIn: BidirectionalSignInUseCase
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
        self.signIn = BidirectionalSignInUseCase(
            username: username, password: password, remoteAPI: remoteAPI, dataStore: dataStore, ids: ids,
            onStart: onStart)
        self.onComplete = onComplete ?? { _ in }
    }

    public func start() {
        signIn.start { result in self.onComplete(result.map { _ in () }) }
    }
}
