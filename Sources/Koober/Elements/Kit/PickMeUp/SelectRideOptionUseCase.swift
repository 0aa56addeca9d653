public import Elements
public import KooberKit
public import KooberReduxKit
public import Redux

/// Choosing a ride option (the sample's `SelectRideOptionUseCase`): dispatches
/// ``RideOptionPickerActions/rideOptionSelected(_:)``.
///
/// Contract: dispatches that one action when started, and nothing before.
@MainActor
public final class SelectRideOptionUseCase: UseCase {
    // MARK: - Properties
    let rideOptionID: RideOptionID
    let actionDispatcher: any ActionDispatcher<KooberAction>

    // MARK: - Methods
    /// Creates the use case choosing the option `rideOptionID`.
    public init(rideOptionID: RideOptionID, actionDispatcher: any ActionDispatcher<KooberAction>) {
        self.rideOptionID = rideOptionID
        self.actionDispatcher = actionDispatcher
    }

    public func start() {
        actionDispatcher.dispatch(.rideOptionPicker(.rideOptionSelected(rideOptionID)))
    }
}
