import KooberKit
public import KooberMVVMKit
public import ViewKit

/// Welcome (the sample's `WelcomeViewController`): the app's name, "Sign In" and "Sign Up".
@MainActor
public final class WelcomeViewController: ViewController {
    /// The screen's view model.
    public let viewModel: WelcomeViewModel

    /// Creates the screen.
    public init(viewModel: WelcomeViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    public override func loadView() {
        let signIn = Button(title: KooberStrings.signIn, style: .filled) { [viewModel] _ in viewModel.showSignInView() }
        let signUp = Button(title: KooberStrings.signUp) { [viewModel] _ in viewModel.showSignUpView() }
        view = StackView(
            axis: .vertical, spacing: 16,
            arrangedSubviews: [Label(text: KooberStrings.appName, style: .largeTitle), signIn, signUp])
    }
}
