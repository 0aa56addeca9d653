public import Elements
public import KooberReduxKit
public import Redux

/// The end of a ride request, once it was sent (the sample's `FinishedRequestingNewRideUseCase`):
/// dispatches ``SignedInActions/finishedRequestingNewRide``, which shows the waiting screen.
///
/// Contract: dispatches that one action when started, and nothing before.
@MainActor
public final class FinishedRequestingNewRideUseCase: UseCase {
    // MARK: - Properties
    let actionDispatcher: any ActionDispatcher<KooberAction>

    // MARK: - Methods
    /// Creates the use case over the store's dispatcher.
    public init(actionDispatcher: any ActionDispatcher<KooberAction>) {
        self.actionDispatcher = actionDispatcher
    }

    public func start() {
        actionDispatcher.dispatch(.signedIn(.finishedRequestingNewRide))
    }
}
