public import Elements
public import KooberReduxKit
public import Redux

/// "Sign Up" on the welcome screen (the sample's Elements `GoToSignUpUseCase`): moves onboarding to the
/// sign-up form by dispatching ``WelcomeActions/goToSignUp``.
///
/// Contract: dispatches that one action when started, and nothing before.
@MainActor
public final class GoToSignUpUseCase: UseCase {
    // MARK: - Properties
    let actionDispatcher: any ActionDispatcher<KooberAction>

    // MARK: - Methods
    /// Creates the use case over the store's dispatcher.
    public init(actionDispatcher: any ActionDispatcher<KooberAction>) {
        self.actionDispatcher = actionDispatcher
    }

    public func start() {
        actionDispatcher.dispatch(.welcome(.goToSignUp))
    }
}
