public import KooberKit

/// What the sign-in form's view asks for: an intent, not a tap.
@MainActor
public protocol SignInIxResponder: AnyObject {
    /// Sign in with `email` and `password` (empty strings for empty fields).
    func signIn(email: String, password: Secret)
}
