public import KooberKit
public import KooberReduxKit
import KooberUI
import ViewKit

/// The pick-me-up scope (the sample's Redux `KooberPickMeUpDependencyContainer`), made for one pick-up: the
/// pick-me-up screen, its map, pickers and "Requesting Ride...", with the repositories over the session's
/// ride API.
@MainActor
public final class KooberPickMeUpDependencyContainer: PickMeUpViewControllerFactory {
    /// The signed-in scope.
    public let signedInContainer: KooberSignedInDependencyContainer
    /// Where the person is picked up.
    public let pickupLocation: Location
    /// The getters of the pick-me-up screens.
    public let pickMeUpGetters: PickMeUpGetters

    /// Creates the scope for `pickupLocation` inside `signedInContainer`.
    public init(signedInContainer: KooberSignedInDependencyContainer, pickupLocation: Location) {
        self.signedInContainer = signedInContainer
        self.pickupLocation = pickupLocation
        pickMeUpGetters = PickMeUpGetters(
            getPickMeUpState: signedInContainer.signedInGetters.getPickMeUpViewControllerState)
    }

    private var stateStore: KooberStateStore { signedInContainer.stateStore }

    /// The pick-me-up screen.
    public func makePickMeUpViewController() -> PickMeUpViewController {
        PickMeUpViewController(
            statePublisher: stateStore.publisher(signedInContainer.signedInGetters.getPickMeUpViewControllerState),
            userInteractions: ReduxPickMeUpUserInteractions(
                actionDispatcher: stateStore.actionDispatcher,
                newRideRepository: KooberNewRideRepository(remoteAPI: signedInContainer.newRideRemoteAPI),
                ids: signedInContainer.ids, appState: { [stateStore] in stateStore.state }),
            mapViewController: PickMeUpMapViewController(
                statePublisher: stateStore.publisher(pickMeUpGetters.getMapViewControllerState)),
            rideOptionPickerViewController: makeRideOptionPickerViewController(),
            sendingRideRequestViewController: SendingRideRequestViewController(), viewControllerFactory: self)
    }

    /// The ride-option picker.
    public func makeRideOptionPickerViewController() -> RideOptionPickerViewController {
        RideOptionPickerViewController(
            pickupLocation: pickupLocation,
            statePublisher: stateStore.publisher(pickMeUpGetters.getRideOptionPickerViewControllerState),
            userInteractions: ReduxRideOptionPickerUserInteractions(
                actionDispatcher: stateStore.actionDispatcher,
                rideOptionRepository: KooberRideOptionRepository(
                    remoteAPI: signedInContainer.newRideRemoteAPI, datastore: InMemoryRideOptionDataStore()),
                ids: signedInContainer.ids))
    }

    public func makeDropoffLocationPickerViewController() -> DropoffLocationPickerViewController {
        DropoffLocationPickerViewController(
            contentViewController: DropoffLocationPickerContentViewController(
                pickupLocation: pickupLocation,
                statePublisher: stateStore.publisher(pickMeUpGetters.getDropoffLocationPickerViewControllerState),
                userInteractions: ReduxDropoffLocationPickerUserInteractions(
                    actionDispatcher: stateStore.actionDispatcher,
                    locationRepository: KooberLocationRepository(remoteAPI: signedInContainer.newRideRemoteAPI),
                    clock: signedInContainer.appContainer.runtime.clock, ids: signedInContainer.ids,
                    appState: { [stateStore] in stateStore.state })))
    }
}
