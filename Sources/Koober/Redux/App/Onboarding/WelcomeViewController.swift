import KooberKit
public import KooberReduxKit
public import ViewKit

/// The welcome screen (the sample's Redux `WelcomeViewController` and `WelcomeRootView`): the app's name and
/// the two ways in; each button tells the user interactions, which dispatch the navigation.
@MainActor
public final class WelcomeViewController: ViewController {
    /// Goes to sign-in or sign-up.
    public let userInteractions: any WelcomeUserInteractions

    /// Creates the screen.
    public init(userInteractions: any WelcomeUserInteractions) {
        self.userInteractions = userInteractions
        super.init()
    }

    public override func loadView() {
        let signIn = Button(title: KooberStrings.signIn, style: .filled) { [userInteractions] _ in
            userInteractions.goToSignIn()
        }
        let signUp = Button(title: KooberStrings.signUp) { [userInteractions] _ in userInteractions.goToSignUp() }
        view = StackView(
            axis: .vertical, spacing: 16,
            arrangedSubviews: [Label(text: KooberStrings.appName, style: .largeTitle), signIn, signUp])
    }
}
