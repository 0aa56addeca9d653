public import Elements
public import KooberReduxKit
public import Redux

/// "Sign In" on the welcome screen (the sample's Elements `GoToSignInUseCase`): moves onboarding to the
/// sign-in form by dispatching ``WelcomeActions/goToSignIn``.
///
/// Contract: dispatches that one action when started, and nothing before.
@MainActor
public final class GoToSignInUseCase: UseCase {
    // MARK: - Properties
    let actionDispatcher: any ActionDispatcher<KooberAction>

    // MARK: - Methods
    /// Creates the use case over the store's dispatcher.
    public init(actionDispatcher: any ActionDispatcher<KooberAction>) {
        self.actionDispatcher = actionDispatcher
    }

    public func start() {
        actionDispatcher.dispatch(.welcome(.goToSignIn))
    }
}
