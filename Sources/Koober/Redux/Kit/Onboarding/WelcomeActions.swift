/// Welcome's buttons (the sample's `WelcomeActions`).
public enum WelcomeActions: Equatable, Codable, Sendable {
    /// "Sign In": push a fresh sign-in form.
    case goToSignIn
    /// "Sign Up": push a fresh sign-up form.
    case goToSignUp
}
