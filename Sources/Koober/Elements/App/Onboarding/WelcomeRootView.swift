import KooberKit
public import ViewKit

/// The welcome screen's view (the sample's `WelcomeRootView`): the app's name and the two ways in, each
/// telling ``ixResponder``.
@MainActor
public final class WelcomeRootView: View {
    /// Who hears "Sign In" and "Sign Up"; held weakly.
    public weak var ixResponder: (any WelcomeIxResponder)?
    /// "Sign In".
    public let signInButton = Button(title: KooberStrings.signIn, style: .filled)
    /// "Sign Up".
    public let signUpButton = Button(title: KooberStrings.signUp)

    /// Builds the view.
    public override init() {
        super.init()
        signInButton.addTarget(self, action: WelcomeRootView.signIn, for: .primaryActionTriggered)
        signUpButton.addTarget(self, action: WelcomeRootView.signUp, for: .primaryActionTriggered)
        addSubview(
            StackView(
                axis: .vertical, spacing: 16,
                arrangedSubviews: [Label(text: KooberStrings.appName, style: .largeTitle), signInButton, signUpButton]))
    }

    private func signIn() {
        ixResponder?.goToSignIn()
    }

    private func signUp() {
        ixResponder?.goToSignUp()
    }
}
