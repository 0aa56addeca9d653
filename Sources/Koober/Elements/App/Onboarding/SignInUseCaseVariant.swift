public import Elements
public import KooberElementsKit
public import KooberKit

/// Which sign-in use case the form starts (`--sign-in-variant`), each made new per "Sign In".
@MainActor
public enum SignInUseCaseVariant {
    /// The app's default: the Redux use case, which dispatches its progress to the store; the form
    /// follows the store through its observer. The database-backed variant uses this case too: its use
    /// case writes to a database that is the store, which the form follows the same way.
    case redux(SignInUseCaseFactory)
    /// The book's first form: the use case reports to `onStart` and `onComplete`, which drive the form
    /// themselves (disabled with the spinner, then enabled again with the error); a success starts
    /// `recordSignedIn`'s use case, which tells the app the session is signed in.
    case bidirectional(
        BidirectionalSignInUseCaseFactory, recordSignedIn: @MainActor (UserSession) -> any UseCase)
    /// The book's hybrid form: the use case reports to `onStart`, and to `onComplete` only whether it
    /// succeeded; the session went to the session store, so a success starts `recordStoredSession`'s use
    /// case, which reads it from there and tells the app the session is signed in.
    case hybrid(HybridSignInUseCaseFactory, recordStoredSession: @MainActor () -> any UseCase)
}
