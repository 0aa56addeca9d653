public import Elements
public import KooberReduxKit
public import Redux

/// "Start a new ride" on the waiting screen (the sample's `StartNewRideRequestUseCase`): dispatches
/// ``SignedInActions/startNewRideRequest``.
///
/// Contract: dispatches that one action when started, and nothing before.
@MainActor
public final class StartNewRideRequestUseCase: UseCase {
    // MARK: - Properties
    let actionDispatcher: any ActionDispatcher<KooberAction>

    // MARK: - Methods
    /// Creates the use case over the store's dispatcher.
    public init(actionDispatcher: any ActionDispatcher<KooberAction>) {
        self.actionDispatcher = actionDispatcher
    }

    public func start() {
        actionDispatcher.dispatch(.signedIn(.startNewRideRequest))
    }
}
