public import KooberKit

/// What the sign-up form can do (the sample's `SignUpUserInteractions`).
@MainActor
public protocol SignUpUserInteractions: AnyObject {
    /// "Sign Up" with the fields' text.
    func signUp(_ newAccount: NewAccount)
    /// The person dismissed `errorMessage`.
    func finishedPresenting(_ errorMessage: ErrorMessage)
}
