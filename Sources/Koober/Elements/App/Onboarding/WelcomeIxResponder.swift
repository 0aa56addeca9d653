/// What the welcome screen's view asks for.
@MainActor
public protocol WelcomeIxResponder: AnyObject {
    /// Go to the sign-in form.
    func goToSignIn()
    /// Go to the sign-up form.
    func goToSignUp()
}
