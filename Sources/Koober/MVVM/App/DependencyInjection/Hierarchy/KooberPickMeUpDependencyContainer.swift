public import KooberKit
public import KooberMVVMKit
public import KooberUI

/// The pick-me-up scope (the sample's `KooberPickMeUpDependencyContainer`): one per ride, capturing the
/// pick-up; it holds the ride's view model, which the map, the drop-off picker and the ride-option picker
/// all report to, so "Start New Ride" starts from a clean graph with nothing carried over.
@MainActor
public final class KooberPickMeUpDependencyContainer: PickMeUpViewControllerFactory,
    RideOptionPickerViewModelFactory
{
    /// Where the rider is picked up.
    public let pickupLocation: Location
    /// The signed-in scope's view model (told when the request is accepted).
    public let signedInViewModel: SignedInViewModel
    /// The ride API of the signed-in scope's session.
    public let newRideRemoteAPI: any NewRideRemoteAPI
    /// The ride request's flow, shared by every screen of this scope.
    public let sharedPickMeUpViewModel: PickMeUpViewModel
    let runtime: KooberRuntime

    /// Creates a pick-me-up scope from `pickupLocation` under `signedInDependencyContainer`.
    public init(signedInDependencyContainer: KooberSignedInDependencyContainer, pickupLocation: Location) {
        let newRideRemoteAPI = signedInDependencyContainer.makeNewRideRemoteAPI()
        let signedInViewModel = signedInDependencyContainer.sharedSignedInViewModel
        let ids = signedInDependencyContainer.runtime.options.ids
        func makePickMeUpViewModel() -> PickMeUpViewModel {
            PickMeUpViewModel(
                pickupLocation: pickupLocation, newRideRepository: makeNewRideRepository(),
                newRideRequestAcceptedResponder: signedInViewModel, mapViewModel: makePickMeUpMapViewModel(), ids: ids)
        }
        func makeNewRideRepository() -> any NewRideRepository {
            KooberNewRideRepository(remoteAPI: newRideRemoteAPI)
        }
        func makePickMeUpMapViewModel() -> PickMeUpMapViewModel {
            PickMeUpMapViewModel(pickupLocation: pickupLocation)
        }
        self.pickupLocation = pickupLocation
        self.signedInViewModel = signedInViewModel
        self.newRideRemoteAPI = newRideRemoteAPI
        runtime = signedInDependencyContainer.runtime
        sharedPickMeUpViewModel = makePickMeUpViewModel()
    }

    /// The ride request's container screen with its map, picker and requesting screen.
    public func makePickMeUpViewController() -> PickMeUpViewController {
        PickMeUpViewController(
            viewModel: sharedPickMeUpViewModel, mapViewController: makePickMeUpMapViewController(),
            rideOptionPickerViewController: makeRideOptionPickerViewController(),
            sendingRideRequestViewController: makeSendingRideRequestViewController(), viewControllerFactory: self)
    }

    /// The map.
    public func makePickMeUpMapViewController() -> PickMeUpMapViewController {
        PickMeUpMapViewController(viewModel: sharedPickMeUpViewModel.mapViewModel)
    }

    /// The ride-option picker, asking this container for its view model.
    public func makeRideOptionPickerViewController() -> RideOptionPickerViewController {
        RideOptionPickerViewController(pickupLocation: pickupLocation, viewModelFactory: self)
    }

    public func makeRideOptionPickerViewModel() -> RideOptionPickerViewModel {
        RideOptionPickerViewModel(
            repository: makeRideOptionRepository(), rideOptionDeterminedResponder: sharedPickMeUpViewModel,
            ids: runtime.options.ids)
    }

    /// "Requesting Ride...".
    public func makeSendingRideRequestViewController() -> SendingRideRequestViewController {
        SendingRideRequestViewController()
    }

    public func makeDropoffLocationPickerViewController() -> DropoffLocationPickerViewController {
        DropoffLocationPickerViewController(viewModel: makeDropoffLocationPickerViewModel())
    }

    /// The drop-off picker's view model; the ride's view model hears the choice or the cancel.
    public func makeDropoffLocationPickerViewModel() -> DropoffLocationPickerViewModel {
        DropoffLocationPickerViewModel(
            pickupLocation: pickupLocation, locationRepository: makeLocationRepository(),
            dropoffLocationDeterminedResponder: sharedPickMeUpViewModel,
            cancelDropoffLocationSelectionResponder: sharedPickMeUpViewModel, clock: runtime.clock,
            ids: runtime.options.ids)
    }

    /// The ride options, kept in memory for this ride.
    public func makeRideOptionRepository() -> any RideOptionRepository {
        KooberRideOptionRepository(remoteAPI: newRideRemoteAPI, datastore: InMemoryRideOptionDataStore())
    }

    /// The drop-off search.
    public func makeLocationRepository() -> any LocationRepository {
        KooberLocationRepository(remoteAPI: newRideRemoteAPI)
    }
}
