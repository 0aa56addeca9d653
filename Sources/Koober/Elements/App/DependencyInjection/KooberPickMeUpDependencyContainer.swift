import Elements
import KooberElementsKit
public import KooberKit
public import KooberReduxKit
import KooberUI
import ViewKit

/// The pick-me-up scope (the sample's Elements `KooberPickMeUpDependencyContainer`), made for one pick-up:
/// the pick-me-up screen, its map, pickers and "Requesting Ride...", with the signed-in scope's use-case
/// factory behind their `…UseCaseMaking` protocols and a search debouncer per drop-off picker.
@MainActor
public final class KooberPickMeUpDependencyContainer: PickMeUpViewControllerFactory {
    // MARK: - Properties
    /// The signed-in scope.
    public let signedInContainer: KooberSignedInDependencyContainer
    /// Where the person is picked up.
    public let pickupLocation: Location
    /// The getters of the pick-me-up screens.
    public let pickMeUpGetters: PickMeUpGetters

    private var stateStore: KooberStateStore { signedInContainer.stateStore }
    private var useCaseFactory: KooberSignedInUseCaseFactory { signedInContainer.useCaseFactory }
    private var appUseCaseFactory: KooberUseCaseFactory { signedInContainer.appContainer.useCaseFactory }

    // MARK: - Methods
    /// Creates the scope for `pickupLocation` inside `signedInContainer`.
    public init(signedInContainer: KooberSignedInDependencyContainer, pickupLocation: Location) {
        self.signedInContainer = signedInContainer
        self.pickupLocation = pickupLocation
        pickMeUpGetters = PickMeUpGetters(
            getPickMeUpState: signedInContainer.signedInGetters.getPickMeUpViewControllerState)
    }

    /// The pick-me-up screen.
    public func makePickMeUpViewController() -> PickMeUpViewController {
        let observer = ObserverForPickMeUp(
            pickMeUpState: stateStore.publisher(signedInContainer.signedInGetters.getPickMeUpViewControllerState))
        let pickMeUpViewController = PickMeUpViewController(
            observer: observer, mapViewController: makePickMeUpMapViewController(),
            rideOptionPickerViewController: makeRideOptionPickerViewController(),
            sendingRideRequestViewController: SendingRideRequestViewController(), viewControllerFactory: self,
            useCaseFactory: useCaseFactory,
            finishedPresentingErrorUseCaseFactory: appUseCaseFactory.finishedPresentingErrorUseCaseFactory(
                for: .pickMeUp))
        observer.eventResponder = pickMeUpViewController
        return pickMeUpViewController
    }

    /// The map.
    public func makePickMeUpMapViewController() -> PickMeUpMapViewController {
        let observer = ObserverForPickMeUpMap(mapState: stateStore.publisher(pickMeUpGetters.getMapViewControllerState))
        let mapViewController = PickMeUpMapViewController(observer: observer, userInterface: PickMeUpMapRootView())
        observer.eventResponder = mapViewController
        return mapViewController
    }

    /// The ride-option picker.
    public func makeRideOptionPickerViewController() -> RideOptionPickerViewController {
        let observer = ObserverForRideOptionPicker(
            rideOptionPickerState: stateStore.publisher(pickMeUpGetters.getRideOptionPickerViewControllerState))
        let userInterface = RideOptionPickerRootView()
        let rideOptionPickerViewController = RideOptionPickerViewController(
            pickupLocation: pickupLocation, observer: observer, userInterface: userInterface,
            useCaseFactory: useCaseFactory,
            finishedPresentingErrorUseCaseFactory: appUseCaseFactory.finishedPresentingErrorUseCaseFactory(
                for: .rideOptionPicker))
        observer.eventResponder = rideOptionPickerViewController
        userInterface.ixResponder = rideOptionPickerViewController
        return rideOptionPickerViewController
    }

    public func makeDropoffLocationPickerViewController() -> DropoffLocationPickerViewController {
        let observer = ObserverForSelectDropoffLocation(
            dropoffLocationPickerState: stateStore.publisher(
                pickMeUpGetters.getDropoffLocationPickerViewControllerState))
        let contentViewController = DropoffLocationPickerContentViewController(
            observer: observer,
            searchDebouncer: useCaseFactory.makeDropoffLocationSearchDebouncer(pickupLocation: pickupLocation),
            useCaseFactory: useCaseFactory,
            finishedPresentingErrorUseCaseFactory: appUseCaseFactory.finishedPresentingErrorUseCaseFactory(
                for: .dropoffLocationPicker))
        observer.eventResponder = contentViewController
        return DropoffLocationPickerViewController(contentViewController: contentViewController)
    }
}
