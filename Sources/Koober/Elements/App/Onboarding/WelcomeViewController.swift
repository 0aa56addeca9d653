import Elements
public import KooberElementsKit
public import ViewKit

/// The welcome screen (the sample's Elements `WelcomeViewController`): each intent of its view starts a
/// new use case from the factory.
@MainActor
public final class WelcomeViewController: ViewController {
    // MARK: - Properties
    /// The root view.
    public let userInterface: View
    /// Makes the welcome screen's use cases (protocol factories).
    public let useCaseFactory: any GoToSignInUseCaseMaking & GoToSignUpUseCaseMaking

    // MARK: - Methods
    /// Creates the screen.
    public init(userInterface: View, useCaseFactory: any GoToSignInUseCaseMaking & GoToSignUpUseCaseMaking) {
        self.userInterface = userInterface
        self.useCaseFactory = useCaseFactory
        super.init()
    }

    public override func loadView() {
        view = userInterface
    }
}

extension WelcomeViewController: WelcomeIxResponder {
    /// Starts a new ``GoToSignInUseCase``.
    public func goToSignIn() {
        useCaseFactory.makeGoToSignInUseCase().start()
    }

    /// Starts a new ``GoToSignUpUseCase``.
    public func goToSignUp() {
        useCaseFactory.makeGoToSignUpUseCase().start()
    }
}
