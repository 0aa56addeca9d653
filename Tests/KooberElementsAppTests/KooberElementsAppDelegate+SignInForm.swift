import KooberElementsApp
import KooberUI
import Testing

extension KooberElementsAppDelegate {
    /// The first window's sign-in form (its view); the test fails where there is none.
    func signInForm(sourceLocation: SourceLocation = #_sourceLocation) throws -> SignInRootView {
        let signIn = try #require(
            mainViewControllers.first?.onboardingViewController?.signInViewController, sourceLocation: sourceLocation)
        return try #require(signIn.userInterface as? SignInRootView, sourceLocation: sourceLocation)
    }
}
