import KooberReduxApp
import KooberUI
import Testing

extension KooberReduxAppDelegate {
    /// The first window's sign-in form; the test fails where there is none.
    func signInForm(sourceLocation: SourceLocation = #_sourceLocation) throws -> SignInViewController {
        try #require(
            mainViewControllers.first?.onboardingViewController?.signInViewController, sourceLocation: sourceLocation)
    }
}
