import Bindings
import KooberKit
public import KooberReduxKit
public import KooberUI
public import OpenCombine
public import ViewKit

/// Picking the person up (the sample's Redux `PickMeUpViewController`): the map, "Where to?", the drop-off
/// picker, the ride-option picker, "Confirm" and "Requesting Ride...", each shown or taken away as the
/// store's ``PickMeUpViewControllerState`` says (its `mapToView`, then one `present` per change; what is
/// shown for each is ``PickMeUpContainerViewController``'s, shared with every pattern).
///
/// The screen sends nothing itself: "Confirm" tells the user interactions, which dispatch the confirmation
/// and send the request, so two windows on one store send one request.
@MainActor
public final class PickMeUpViewController: PickMeUpContainerViewController<
    PickMeUpMapViewController, RideOptionPickerViewController
>
{
    /// The pick-me-up state; finishes when the ride request is over or the person signs out.
    public let statePublisher: AnyPublisher<PickMeUpViewControllerState, Never>
    /// Opens the picker, confirms, and hears that the request is over or an error was seen.
    public let userInteractions: any PickMeUpUserInteractions
    /// Makes the drop-off picker.
    public let viewControllerFactory: any PickMeUpViewControllerFactory
    private lazy var errors = ErrorsPresenter(viewController: self) { [userInteractions] errorMessage in
        userInteractions.finishedPresentingNewRequestError(errorMessage)
    }

    /// Creates the screen.
    public init(
        statePublisher: AnyPublisher<PickMeUpViewControllerState, Never>,
        userInteractions: any PickMeUpUserInteractions, mapViewController: PickMeUpMapViewController,
        rideOptionPickerViewController: RideOptionPickerViewController,
        sendingRideRequestViewController: SendingRideRequestViewController,
        viewControllerFactory: any PickMeUpViewControllerFactory
    ) {
        self.statePublisher = statePublisher
        self.userInteractions = userInteractions
        self.viewControllerFactory = viewControllerFactory
        super.init(
            mapViewController: mapViewController, rideOptionPickerViewController: rideOptionPickerViewController,
            sendingRideRequestViewController: sendingRideRequestViewController)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        statePublisher.map(\.shouldDisplayWhereTo).removeDuplicates().bind(to: whereToButton) { button, shows in
            button.isHidden = !shows
        }
        statePublisher.map { PickMeUpView(state: $0.state, sendingState: $0.sendingState) }.removeDuplicates()
            .bind(to: self) { controller, screen in controller.present(screen) }
        statePublisher.map(\.errorsToPresent).removeDuplicates().bind(to: self) { controller, errors in
            controller.errors.show(errors)
        }
    }

    /// Tells the user interactions to open the drop-off picker.
    public override func whereToTapped() {
        userInteractions.goToDropoffLocationPicker()
    }

    /// Tells the user interactions to confirm the ride request.
    public override func confirmTapped() {
        userInteractions.confirmNewRideRequest()
    }

    /// A new drop-off picker from the pick-me-up scope's container.
    public override func makeDropoffLocationPicker() -> ViewController? {
        viewControllerFactory.makeDropoffLocationPickerViewController()
    }

    /// Tells the user interactions the request went, so the store moves on to waiting for the pickup.
    public override func finishedSendingRideRequest() {
        userInteractions.finishedRequestingNewRide()
    }
}
