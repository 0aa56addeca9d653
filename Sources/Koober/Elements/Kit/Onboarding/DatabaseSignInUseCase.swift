public import Elements
public import KooberKit
public import Logging

/// Signing in, database-backed unidirectional (the book's fourth variant): no progress closures and no
/// result; every state goes through the database, which screens listen to.
///
/// ``start()`` stores `signingIn = true`, asks the remote API, then stores the session with
/// `signingIn = false`. Any failure runs a new chain storing "Sign In Failed" with `signingIn = false`;
/// if that write fails too it is logged as an error (the book's `assertionFailure`, which would stop a
/// debug build over a broken database).
///
/// Contract: lives until its last write settled, then is freed.
@MainActor
public final class DatabaseSignInUseCase: UseCase {
    // MARK: - Properties
    let username: String
    let password: Secret
    let remoteAPI: any AuthRemoteAPI
    let dataStore: any SignInDataStore
    let ids: UUIDGenerator
    let logger: Logger

    // MARK: - Methods
    /// Creates the use case.
    ///
    /// - Parameters:
    ///   - remoteAPI: where the credentials are checked.
    ///   - dataStore: where the progress, the session and the error are written.
    ///   - ids: where the error message takes its identity.
    ///   - logger: where a failed error write is logged.
    public init(
        username: String, password: Secret, remoteAPI: any AuthRemoteAPI, dataStore: any SignInDataStore,
        ids: UUIDGenerator, logger: Logger = Logger(label: "apparch.koober.elements")
    ) {
        self.username = username
        self.password = password
        self.remoteAPI = remoteAPI
        self.dataStore = dataStore
        self.ids = ids
        self.logger = logger
    }

    public func start() {
        dataStore.save(signingIn: true)
            .then { self.remoteAPI.signIn(username: self.username, password: self.password) }
            .then { userSession in self.dataStore.save(userSession: userSession, signingIn: false) }
            .catch { _ in self.saveSignInError() }
    }

    private func saveSignInError() {
        dataStore.save(signInError: .signInFailed(ids: ids), signingIn: false)
            .catch { error in self.logger.error("Could not store the sign-in error: \(error)") }
    }
}
