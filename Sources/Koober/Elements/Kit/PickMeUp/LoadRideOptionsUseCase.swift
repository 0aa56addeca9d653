public import Elements
public import KooberKit
public import KooberReduxKit
public import Redux

/// Loading the ride options at the pick-up location (the sample's `LoadRideOptionsUseCase`, doing what
/// `ReduxRideOptionPickerUserInteractions.loadRideOptions(availableAt:)` does): the repository's options
/// dispatch ``RideOptionPickerActions/rideOptionsLoaded(_:)`` (the reducer makes the segments, so no
/// screen scale is needed here), its failure ``RideOptionPickerActions/failedToLoadRideOptions(_:)``
/// ("Ride Option Error").
///
/// Contract: one of the two actions per start, once the repository answered; lives until then.
@MainActor
public final class LoadRideOptionsUseCase: UseCase {
    // MARK: - Properties
    let pickupLocation: Location
    let actionDispatcher: any ActionDispatcher<KooberAction>
    let rideOptionRepository: any RideOptionRepository
    let ids: UUIDGenerator

    // MARK: - Methods
    /// Creates the use case for `pickupLocation`; error messages take their identities from `ids`.
    public init(
        pickupLocation: Location, actionDispatcher: any ActionDispatcher<KooberAction>,
        rideOptionRepository: any RideOptionRepository, ids: UUIDGenerator
    ) {
        self.pickupLocation = pickupLocation
        self.actionDispatcher = actionDispatcher
        self.rideOptionRepository = rideOptionRepository
        self.ids = ids
    }

    public func start() {
        rideOptionRepository.readRideOptions(availableAt: pickupLocation)
            .done { rideOptions in self.actionDispatcher.dispatch(.rideOptionPicker(.rideOptionsLoaded(rideOptions))) }
            .catch { _ in
                let errorMessage = ErrorMessage(
                    title: KooberStrings.rideOptionErrorTitle, message: KooberStrings.rideOptionErrorMessage,
                    ids: self.ids)
                self.actionDispatcher.dispatch(.rideOptionPicker(.failedToLoadRideOptions(errorMessage)))
            }
    }
}
