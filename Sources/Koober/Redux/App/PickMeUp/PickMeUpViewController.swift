import Bindings
import KooberKit
public import KooberReduxKit
public import KooberUI
public import OpenCombine
public import ViewKit

/// Picking the person up (the sample's Redux `PickMeUpViewController`): the map, "Where to?", the drop-off
/// picker, the ride-option picker, "Confirm" and "Requesting Ride...", each shown or taken away as the
/// store's ``PickMeUpViewControllerState`` says (its `mapToView`, then one `present` per change).
///
/// The screen sends nothing itself: "Confirm" tells the user interactions, which dispatch the confirmation
/// and send the request, so two windows on one store send one request.
@MainActor
public final class PickMeUpViewController: ViewController {
    /// The pick-me-up state; finishes when the ride request is over or the person signs out.
    public let statePublisher: AnyPublisher<PickMeUpViewControllerState, Never>
    /// Opens the picker, confirms, and hears that the request is over or an error was seen.
    public let userInteractions: any PickMeUpUserInteractions
    /// The map.
    public let mapViewController: PickMeUpMapViewController
    /// The ride-option picker, shown once a drop-off is chosen.
    public let rideOptionPickerViewController: RideOptionPickerViewController
    /// "Requesting Ride...".
    public let sendingRideRequestViewController: SendingRideRequestViewController
    /// Makes the drop-off picker.
    public let viewControllerFactory: any PickMeUpViewControllerFactory
    /// "Where to?".
    public let whereToButton = Button(title: KooberStrings.whereTo, style: .filled)
    /// "Confirm".
    public let confirmButton = Button(title: KooberStrings.confirm, style: .filled)
    private weak var dropoffLocationPicker: DropoffLocationPickerViewController?
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
        statePublisher.map(\.shouldDisplayWhereTo).removeDuplicates().bind(to: whereToButton) { button, shows in
            button.isHidden = !shows
        }
        statePublisher.map { PickMeUpView(state: $0.state, sendingState: $0.sendingState) }.removeDuplicates()
            .bind(to: self) { controller, view in controller.present(view) }
        statePublisher.map(\.errorsToPresent).removeDuplicates().bind(to: self) { controller, errors in
            controller.errors.show(errors)
        }
    }

    private func whereTo() {
        userInteractions.goToDropoffLocationPicker()
    }

    private func confirm() {
        userInteractions.confirmNewRideRequest()
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
            userInteractions.finishedRequestingNewRide()
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
