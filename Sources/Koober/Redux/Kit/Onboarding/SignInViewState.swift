/// The sign-in form's controls (the sample's `SignInViewState`): everything enabled and the spinner
/// still at first; the reverse while the request runs.
public struct SignInViewState: Equatable, Codable, Sendable {
    /// Whether the email field takes input.
    public internal(set) var emailInputEnabled = true
    /// Whether the password field takes input.
    public internal(set) var passwordInputEnabled = true
    /// Whether "Sign In" can be pressed.
    public internal(set) var signInButtonEnabled = true
    /// Whether the activity indicator spins.
    public internal(set) var signInActivityIndicatorAnimating = false

    /// The form at rest.
    public init() {}
}
