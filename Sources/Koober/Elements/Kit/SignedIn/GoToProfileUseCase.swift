public import Elements
public import KooberReduxKit
public import Redux

/// Opening the profile (the sample's `GoToProfileUseCase`): dispatches ``SignedInActions/viewProfile``.
///
/// Contract: dispatches that one action when started, and nothing before.
@MainActor
public final class GoToProfileUseCase: UseCase {
    // MARK: - Properties
    let actionDispatcher: any ActionDispatcher<KooberAction>

    // MARK: - Methods
    /// Creates the use case over the store's dispatcher.
    public init(actionDispatcher: any ActionDispatcher<KooberAction>) {
        self.actionDispatcher = actionDispatcher
    }

    public func start() {
        actionDispatcher.dispatch(.signedIn(.viewProfile))
    }
}
