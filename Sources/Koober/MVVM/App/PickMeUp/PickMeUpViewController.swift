import Bindings
import KooberKit
public import KooberMVVMKit
public import KooberUI
import OpenCombine
public import ViewKit

/// The ride request's container (the sample's `PickMeUpViewController`): the map fills it; "Where to?"
/// sits on top until a drop-off is chosen; the drop-off picker and "Requesting Ride..." are presented,
/// the ride-option picker and "Confirm" appear below the map, as the view model's ``PickMeUpView`` says
/// (what is shown for each is ``PickMeUpContainerViewController``'s, shared with every pattern). The
/// children talk to the view model, never to this container.
@MainActor
public final class PickMeUpViewController: PickMeUpContainerViewController<
    PickMeUpMapViewController, RideOptionPickerViewController
>
{
    /// The flow's state.
    public let viewModel: PickMeUpViewModel
    /// Makes the drop-off picker (the pick-me-up scope's container).
    public let viewControllerFactory: any PickMeUpViewControllerFactory

    /// Creates the container (the book's initializer).
    public init(
        viewModel: PickMeUpViewModel, mapViewController: PickMeUpMapViewController,
        rideOptionPickerViewController: RideOptionPickerViewController,
        sendingRideRequestViewController: SendingRideRequestViewController,
        viewControllerFactory: any PickMeUpViewControllerFactory
    ) {
        self.viewModel = viewModel
        self.viewControllerFactory = viewControllerFactory
        super.init(
            mapViewController: mapViewController, rideOptionPickerViewController: rideOptionPickerViewController,
            sendingRideRequestViewController: sendingRideRequestViewController)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.$shouldDisplayWhereTo.bind(to: whereToButton) { button, shows in button.isHidden = !shows }
        viewModel.$view.removeDuplicates().bind(to: self) { controller, view in
            controller.present(view)
        }
        viewModel.errorMessages.bind(to: self) { controller, errorMessage in
            controller.viewModel.errorPresentation.send(.presenting)
            controller.present(errorMessage: errorMessage) { [weak controller] in
                controller?.viewModel.errorPresentation.send(.dismissed)
            }
        }
    }

    /// Asks the view model for the drop-off picker.
    public override func whereToTapped() {
        viewModel.showSelectDropoffLocationView()
    }

    /// Tells the view model to send the ride request.
    public override func confirmTapped() {
        viewModel.sendRideRequest()
    }

    /// A new drop-off picker from the pick-me-up scope's container.
    public override func makeDropoffLocationPicker() -> ViewController? {
        viewControllerFactory.makeDropoffLocationPickerViewController()
    }

    /// Tells the view model the request went, so the signed-in flow moves on to waiting for the pickup.
    public override func finishedSendingRideRequest() {
        viewModel.finishedSendingNewRideRequest()
    }
}
