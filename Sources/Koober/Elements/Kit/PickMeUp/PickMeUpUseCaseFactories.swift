public import Elements
public import KooberKit

// The pick-me-up screens' use-case factories (map, drop-off picker, ride options, request): closure
// typealiases (`…UseCaseFactory`) and protocols (`…UseCaseMaking`). Each call makes a new use case.

/// Makes the use case for "Where to?".
public typealias GoToDropoffLocationPickerUseCaseFactory = @MainActor () -> any UseCase
/// Makes a drop-off search for a query near a pick-up location; the starter keeps it to cancel it.
public typealias SearchDropoffLocationsUseCaseFactory =
    @MainActor (_ query: String, _ pickupLocation: Location) -> any CancelableUseCase
/// Makes the use case for choosing a drop-off place.
public typealias SelectDropoffLocationUseCaseFactory = @MainActor (NamedLocation) -> any UseCase
/// Makes the use case for "Cancel" in the drop-off picker.
public typealias CancelDropoffLocationPickerUseCaseFactory = @MainActor () -> any UseCase
/// Makes the use case that loads the ride options at a pick-up location.
public typealias LoadRideOptionsUseCaseFactory = @MainActor (_ pickupLocation: Location) -> any UseCase
/// Makes the use case for choosing a ride option.
public typealias SelectRideOptionUseCaseFactory = @MainActor (RideOptionID) -> any UseCase
/// Makes the use case for "Confirm".
public typealias ConfirmRideRequestUseCaseFactory = @MainActor () -> any UseCase
/// Makes the use case that sends a given ride request.
public typealias RequestRideUseCaseFactory = @MainActor (NewRideRequest) -> any UseCase
/// Makes the use case that ends the ride request once the request was sent.
public typealias FinishedRequestingNewRideUseCaseFactory = @MainActor () -> any UseCase

/// A factory object for ``GoToDropoffLocationPickerUseCase``.
@MainActor
public protocol GoToDropoffLocationPickerUseCaseMaking: AnyObject {
    /// A new, unstarted use case that opens the drop-off picker.
    func makeGoToDropoffLocationPickerUseCase() -> any UseCase
}

/// A factory object for ``SearchDropoffLocationsUseCase``.
@MainActor
public protocol SearchDropoffLocationsUseCaseMaking: AnyObject {
    /// A new, unstarted search for `query` near `pickupLocation`.
    func makeSearchDropoffLocationsUseCase(query: String, pickupLocation: Location) -> any CancelableUseCase
}

/// A factory object for ``SelectDropoffLocationUseCase``.
@MainActor
public protocol SelectDropoffLocationUseCaseMaking: AnyObject {
    /// A new, unstarted use case that chooses `dropoffLocation`.
    func makeSelectDropoffLocationUseCase(dropoffLocation: NamedLocation) -> any UseCase
}

/// A factory object for ``CancelDropoffLocationPickerUseCase``.
@MainActor
public protocol CancelDropoffLocationPickerUseCaseMaking: AnyObject {
    /// A new, unstarted use case that closes the drop-off picker.
    func makeCancelDropoffLocationPickerUseCase() -> any UseCase
}

/// A factory object for ``LoadRideOptionsUseCase``.
@MainActor
public protocol LoadRideOptionsUseCaseMaking: AnyObject {
    /// A new, unstarted use case that loads the ride options at `pickupLocation`.
    func makeLoadRideOptionsUseCase(pickupLocation: Location) -> any UseCase
}

/// A factory object for ``SelectRideOptionUseCase``.
@MainActor
public protocol SelectRideOptionUseCaseMaking: AnyObject {
    /// A new, unstarted use case that chooses the ride option `rideOptionID`.
    func makeSelectRideOptionUseCase(rideOptionID: RideOptionID) -> any UseCase
}

/// A factory object for ``ConfirmRideRequestUseCase``.
@MainActor
public protocol ConfirmRideRequestUseCaseMaking: AnyObject {
    /// A new, unstarted use case that confirms and sends the ready ride request.
    func makeConfirmRideRequestUseCase() -> any UseCase
}

/// A factory object for ``RequestRideUseCase``.
@MainActor
public protocol RequestRideUseCaseMaking: AnyObject {
    /// A new, unstarted use case that sends `newRideRequest`.
    func makeRequestRideUseCase(newRideRequest: NewRideRequest) -> any UseCase
}

/// A factory object for ``FinishedRequestingNewRideUseCase``.
@MainActor
public protocol FinishedRequestingNewRideUseCaseMaking: AnyObject {
    /// A new, unstarted use case that ends the ride request.
    func makeFinishedRequestingNewRideUseCase() -> any UseCase
}
