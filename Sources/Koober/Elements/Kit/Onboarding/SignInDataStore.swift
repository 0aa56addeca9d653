public import KooberKit

/// The database the database-backed sign-in writes all its state to (the book's fourth variant):
/// screens listen to it for the spinner, the session and the error.
///
/// Contract: each write's promise fulfils once the write is stored, or rejects if it could not be.
@MainActor
public protocol SignInDataStore: AnyObject {
    /// Stores whether a sign-in is running.
    func save(signingIn: Bool) -> Promise<Void>
    /// Stores the signed-in session and whether a sign-in is running.
    func save(userSession: UserSession, signingIn: Bool) -> Promise<Void>
    /// Stores the sign-in's error and whether a sign-in is running.
    func save(signInError: ErrorMessage, signingIn: Bool) -> Promise<Void>
}
