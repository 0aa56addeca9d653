public import KooberKit

/// The sign-in form's actions (the sample's `SignInActions`): in progress, failed, error dismissed, and
/// the session that takes the app to the signed-in screens.
public enum SignInActions: Equatable, Codable, Sendable {
    /// The request is under way: fields and button disabled, spinner on.
    case signingIn
    /// Signing in failed, or the fields were empty: the error is queued and the form enabled again.
    case signInFailed(ErrorMessage)
    /// The person dismissed the error.
    case finishedPresentingError(ErrorMessage)
    /// Someone signed in (or up): the app goes to the signed-in screens with this session.
    case signedIn(UserSession)
}
