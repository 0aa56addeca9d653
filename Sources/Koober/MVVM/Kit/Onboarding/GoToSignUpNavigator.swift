/// Takes the person to the sign-up screen (the sample's `GoToSignUpNavigator`).
@MainActor
public protocol GoToSignUpNavigator: AnyObject {
    /// Shows sign-up.
    func navigateToSignUp()
}
