/// What welcome can do (the sample's `WelcomeUserInteractions`).
@MainActor
public protocol WelcomeUserInteractions: AnyObject {
    /// "Sign Up".
    func goToSignUp()
    /// "Sign In".
    func goToSignIn()
}
