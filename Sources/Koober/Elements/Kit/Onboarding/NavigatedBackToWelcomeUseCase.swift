public import Elements
public import KooberReduxKit
public import Redux

/// Going back to the welcome screen (the sample's `NavigatedBackToWelcomeUseCase`): dispatches
/// ``OnboardingActions/navigatedBackToWelcome``.
///
/// Contract: dispatches that one action when started, and nothing before.
@MainActor
public final class NavigatedBackToWelcomeUseCase: UseCase {
    // MARK: - Properties
    let actionDispatcher: any ActionDispatcher<KooberAction>

    // MARK: - Methods
    /// Creates the use case over the store's dispatcher.
    public init(actionDispatcher: any ActionDispatcher<KooberAction>) {
        self.actionDispatcher = actionDispatcher
    }

    public func start() {
        actionDispatcher.dispatch(.onboarding(.navigatedBackToWelcome))
    }
}
