/// Takes the person to the sign-in screen (the sample's `GoToSignInNavigator`).
@MainActor
public protocol GoToSignInNavigator: AnyObject {
    /// Shows sign-in.
    func navigateToSignIn()
}
