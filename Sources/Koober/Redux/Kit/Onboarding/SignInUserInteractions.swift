public import KooberKit

/// What the sign-in form can do (the sample's `SignInUserInteractions`).
@MainActor
public protocol SignInUserInteractions: AnyObject {
    /// "Sign In" with the fields' text.
    func signIn(email: String, password: Secret)
    /// The person dismissed `errorMessage`.
    func finishedPresenting(_ errorMessage: ErrorMessage)
}
