public import Redux

/// The waiting screen in Redux (the sample's `ReduxWaitingForPickupUserInteractions`).
@MainActor
public final class ReduxWaitingForPickupUserInteractions: WaitingForPickupUserInteractions {
    let actionDispatcher: any ActionDispatcher<KooberAction>

    /// Creates the interactions.
    public init(actionDispatcher: any ActionDispatcher<KooberAction>) {
        self.actionDispatcher = actionDispatcher
    }

    public func startNewRide() {
        actionDispatcher.dispatch(.signedIn(.startNewRideRequest))
    }
}
