import Bindings
import KooberKit
public import KooberMVVMKit
public import KooberUI
import OpenCombine
public import ViewKit

/// The ride request's container (the sample's `PickMeUpViewController`): the map fills it; "Where to?"
/// sits on top until a drop-off is chosen; the drop-off picker and "Requesting Ride..." are presented,
/// the ride-option picker and "Confirm" appear below the map, as the view model's ``PickMeUpView`` says.
/// The children talk to the view model, never to this container.
@MainActor
public final class PickMeUpViewController: ViewController {
    /// The flow's state.
    public let viewModel: PickMeUpViewModel
    /// The map.
    public let mapViewController: PickMeUpMapViewController
    /// The ride-option picker.
    public let rideOptionPickerViewController: RideOptionPickerViewController
    /// "Requesting Ride...".
    public let sendingRideRequestViewController: SendingRideRequestViewController
    /// Makes the drop-off picker (the pick-me-up scope's container).
    public let viewControllerFactory: any PickMeUpViewControllerFactory
    /// "Where to?".
    public let whereToButton = Button(title: KooberStrings.whereTo, style: .filled)
    /// "Confirm".
    public let confirmButton = Button(title: KooberStrings.confirm, style: .filled)
    private weak var dropoffLocationPicker: DropoffLocationPickerViewController?

    /// Creates the container (the book's initializer).
    public init(
        viewModel: PickMeUpViewModel, mapViewController: PickMeUpMapViewController,
        rideOptionPickerViewController: RideOptionPickerViewController,
        sendingRideRequestViewController: SendingRideRequestViewController,
        viewControllerFactory: any PickMeUpViewControllerFactory
    ) {
        self.viewModel = viewModel
        self.mapViewController = mapViewController
        self.rideOptionPickerViewController = rideOptionPickerViewController
        self.sendingRideRequestViewController = sendingRideRequestViewController
        self.viewControllerFactory = viewControllerFactory
        super.init()
    }

    public override func loadView() {
        whereToButton.addTarget(self, action: PickMeUpViewController.whereTo, for: .primaryActionTriggered)
        confirmButton.addTarget(self, action: PickMeUpViewController.confirm, for: .primaryActionTriggered)
        confirmButton.isHidden = true
        view = StackView(axis: .vertical, spacing: 8, arrangedSubviews: [whereToButton])
        addFullScreen(childViewController: mapViewController)
        view.addSubview(confirmButton)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.$shouldDisplayWhereTo.bind(to: whereToButton) { button, shows in button.isHidden = !shows }
        viewModel.$view.removeDuplicates().bind(to: self) { controller, view in controller.present(view) }
        viewModel.errorMessages.bind(to: self) { controller, errorMessage in
            controller.viewModel.errorPresentation.send(.presenting)
            controller.present(errorMessage: errorMessage) { [weak controller] in
                controller?.viewModel.errorPresentation.send(.dismissed)
            }
        }
    }

    private func whereTo() {
        viewModel.showSelectDropoffLocationView()
    }

    private func confirm() {
        viewModel.sendRideRequest()
    }

    private func present(_ view: PickMeUpView) {
        switch view {
        case .initial:
            dismissDropoffLocationPicker()
            confirmButton.isHidden = true
        case .selectDropoffLocation:
            presentDropoffLocationPicker()
        case .selectRideOption:
            dismissDropoffLocationPicker()
            presentRideOptionPicker()
        case .confirmRequest:
            dismissSendingRideRequestScreen()
            presentRideOptionPicker()
            confirmButton.isHidden = false
        case .sendingRideRequest:
            confirmButton.isHidden = true
            presentSendingRideRequestScreen()
        case .final:
            dismissSendingRideRequestScreen()
            viewModel.finishedSendingNewRideRequest()
        }
    }

    private func presentDropoffLocationPicker() {
        guard dropoffLocationPicker == nil else { return }
        let picker = viewControllerFactory.makeDropoffLocationPickerViewController()
        dropoffLocationPicker = picker
        present(picker, animated: true)
    }

    private func dismissDropoffLocationPicker() {
        guard let picker = dropoffLocationPicker else { return }
        dropoffLocationPicker = nil
        if picker.presentingViewController != nil { picker.dismiss(animated: true) }
    }

    private func presentRideOptionPicker() {
        guard rideOptionPickerViewController.parent !== self else { return }
        addChild(rideOptionPickerViewController)
        view.addSubview(rideOptionPickerViewController.view)
        rideOptionPickerViewController.didMove(toParent: self)
        // NB: "Confirm" stays below the picker.
        confirmButton.removeFromSuperview()
        view.addSubview(confirmButton)
    }

    private func presentSendingRideRequestScreen() {
        guard sendingRideRequestViewController.presentingViewController == nil else { return }
        sendingRideRequestViewController.modalPresentationStyle = .fullScreen
        present(sendingRideRequestViewController, animated: true)
    }

    private func dismissSendingRideRequestScreen() {
        guard sendingRideRequestViewController.presentingViewController != nil else { return }
        sendingRideRequestViewController.dismiss(animated: true)
    }
}
