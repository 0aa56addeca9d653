public import Elements
public import KooberReduxKit
public import Redux

/// Closing the profile (the sample's `DismissProfileUseCase`, in its file `CloseProfileUseCase.swift`):
/// dispatches ``SignedInActions/dismissProfile``.
///
/// Contract: dispatches that one action when started, and nothing before.
@MainActor
public final class CloseProfileUseCase: UseCase {
    // MARK: - Properties
    let actionDispatcher: any ActionDispatcher<KooberAction>

    // MARK: - Methods
    /// Creates the use case over the store's dispatcher.
    public init(actionDispatcher: any ActionDispatcher<KooberAction>) {
        self.actionDispatcher = actionDispatcher
    }

    public func start() {
        actionDispatcher.dispatch(.signedIn(.dismissProfile))
    }
}
