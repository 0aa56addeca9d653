public import KooberKit

/// A ``SignInDataStore`` in memory, recording every write in order; tests and the book's example use it.
@MainActor
public final class InMemorySignInDataStore: SignInDataStore {
    /// One write.
    public enum Write: Equatable, Sendable {
        /// `save(signingIn:)`.
        case signingIn(Bool)
        /// `save(userSession:signingIn:)`.
        case userSession(UserSession, signingIn: Bool)
        /// `save(signInError:signingIn:)`.
        case signInError(ErrorMessage, signingIn: Bool)
    }

    /// Every write that was stored, in order.
    public private(set) var writes: [Write] = []
    /// Whether a sign-in is running.
    public private(set) var signingIn = false
    /// The signed-in session.
    public private(set) var userSession: UserSession?
    /// The last sign-in error.
    public private(set) var signInError: ErrorMessage?
    /// Whether error writes fail (to exercise the use case's broken-database path).
    public var failsErrorWrites: Bool

    /// Creates an empty store; `failsErrorWrites` makes `save(signInError:signingIn:)` fail.
    public init(failsErrorWrites: Bool = false) {
        self.failsErrorWrites = failsErrorWrites
    }

    public func save(signingIn: Bool) -> Promise<Void> {
        self.signingIn = signingIn
        writes.append(.signingIn(signingIn))
        return Promise(value: ())
    }

    public func save(userSession: UserSession, signingIn: Bool) -> Promise<Void> {
        self.userSession = userSession
        self.signingIn = signingIn
        writes.append(.userSession(userSession, signingIn: signingIn))
        return Promise(value: ())
    }

    public func save(signInError: ErrorMessage, signingIn: Bool) -> Promise<Void> {
        guard !failsErrorWrites else { return Promise(error: InMemorySignInDataStoreError.writeFailed) }
        self.signInError = signInError
        self.signingIn = signingIn
        writes.append(.signInError(signInError, signingIn: signingIn))
        return Promise(value: ())
    }
}

/// Why an ``InMemorySignInDataStore`` write failed.
public enum InMemorySignInDataStoreError: Error, Equatable, Sendable {
    /// The store was told to fail the write.
    case writeFailed
}
