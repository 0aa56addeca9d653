public import KooberKit
public import Redux

/// The ride-option picker in Redux (the sample's `ReduxRideOptionPickerUserInteractions`): the
/// repository's options dispatch ``RideOptionPickerActions/rideOptionsLoaded(_:)`` (the reducer makes the
/// segments), its failure ``RideOptionPickerActions/failedToLoadRideOptions(_:)`` ("Ride Option
/// Error"); a choice dispatches ``RideOptionPickerActions/rideOptionSelected(_:)``.
@MainActor
public final class ReduxRideOptionPickerUserInteractions: RideOptionPickerUserInteractions {
    let actionDispatcher: any ActionDispatcher<KooberAction>
    let rideOptionRepository: any RideOptionRepository
    let ids: UUIDGenerator

    /// Creates the interactions; error messages take their identities from `ids`.
    public init(
        actionDispatcher: any ActionDispatcher<KooberAction>, rideOptionRepository: any RideOptionRepository,
        ids: UUIDGenerator
    ) {
        self.actionDispatcher = actionDispatcher
        self.rideOptionRepository = rideOptionRepository
        self.ids = ids
    }

    public func loadRideOptions(availableAt pickupLocation: Location) {
        rideOptionRepository.readRideOptions(availableAt: pickupLocation)
            .done { [actionDispatcher] rideOptions in
                actionDispatcher.dispatch(.rideOptionPicker(.rideOptionsLoaded(rideOptions)))
            }
            .catch { [actionDispatcher, ids] _ in
                let errorMessage = ErrorMessage(
                    title: KooberStrings.rideOptionErrorTitle, message: KooberStrings.rideOptionErrorMessage, ids: ids)
                actionDispatcher.dispatch(.rideOptionPicker(.failedToLoadRideOptions(errorMessage)))
            }
    }

    public func select(rideOptionID: RideOptionID) {
        actionDispatcher.dispatch(.rideOptionPicker(.rideOptionSelected(rideOptionID)))
    }

    public func finishedPresenting(_ errorMessage: ErrorMessage) {
        actionDispatcher.dispatch(.rideOptionPicker(.finishedPresentingError(errorMessage)))
    }
}
