public import Elements
public import KooberElementsKit
public import KooberKit

/// Which sign-in use case the form starts (`--sign-in-variant`), each made new per "Sign In".
@MainActor
public enum SignInUseCaseVariant {
    /// The app's default: the Redux use case, which dispatches its progress to the store; the form
    /// follows the store through its observer.
    case redux(SignInUseCaseFactory)
    /// The book's first form: the use case reports to `onStart` and `onComplete`, which drive the form
    /// themselves (disabled with the spinner, then enabled again with the error); a success starts
    /// `recordSignedIn`'s use case, which tells the app the session is signed in.
    case bidirectional(
        BidirectionalSignInUseCaseFactory, recordSignedIn: @MainActor (UserSession) -> any UseCase)
}
