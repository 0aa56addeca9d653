public import KooberKit

/// The sign-up form's actions (the sample's `SignUpActions`, with the in-progress one the MVVM form
/// shows); success is ``SignInActions/signedIn(_:)``.
public enum SignUpActions: Equatable, Codable, Sendable {
    /// The request is under way: the form is disabled.
    case signingUp
    /// Signing up failed, or fields were empty: the error is queued and the form enabled again.
    case signUpFailed(ErrorMessage)
    /// The person dismissed the error.
    case finishedPresentingError(ErrorMessage)
}
