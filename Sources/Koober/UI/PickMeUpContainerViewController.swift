public import KooberKit
public import ViewKit

/// The pick-me-up screen every pattern shows (the sample's `PickMeUpViewController`, less where its state
/// comes from): the map fills it; "Where to?" sits on top until a drop-off is chosen; the drop-off picker
/// and "Requesting Ride..." are presented, the ride-option picker and "Confirm" appear below the map, each
/// shown or taken away as ``present(_:)`` says.
///
/// Contract: a pattern subclasses it, calls ``present(_:)`` with every new ``PickMeUpView`` its state
/// maps to, and overrides the override points: where the taps go (``whereToTapped()``,
/// ``confirmTapped()``), the drop-off picker to present (``makeDropoffLocationPicker()``) and what to do
/// once the request went (``finishedSendingRideRequest()``). `Map` and `RideOptionPicker` are the
/// pattern's own children, so it keeps them with their types.
@MainActor
open class PickMeUpContainerViewController<Map: ViewController, RideOptionPicker: ViewController>: ViewController {
    /// The map, filling the screen.
    public let mapViewController: Map
    /// The ride-option picker, shown below the map once a drop-off is chosen.
    public let rideOptionPickerViewController: RideOptionPicker
    /// "Requesting Ride...", presented full screen while the request is in flight.
    public let sendingRideRequestViewController: SendingRideRequestViewController
    /// "Where to?".
    public let whereToButton = Button(title: KooberStrings.whereTo, style: .filled)
    /// "Confirm".
    public let confirmButton = Button(title: KooberStrings.confirm, style: .filled)
    private weak var dropoffLocationPicker: ViewController?

    /// Creates the container around its children.
    public init(
        mapViewController: Map, rideOptionPickerViewController: RideOptionPicker,
        sendingRideRequestViewController: SendingRideRequestViewController
    ) {
        self.mapViewController = mapViewController
        self.rideOptionPickerViewController = rideOptionPickerViewController
        self.sendingRideRequestViewController = sendingRideRequestViewController
        super.init()
    }

    /// Builds the screen: "Where to?" over the map, and "Confirm", hidden until an option is chosen. A
    /// subclass that overrides it calls `super` first.
    open override func loadView() {
        whereToButton.addTarget(
            self, action: PickMeUpContainerViewController.whereToTapped, for: .primaryActionTriggered)
        confirmButton.addTarget(
            self, action: PickMeUpContainerViewController.confirmTapped, for: .primaryActionTriggered)
        confirmButton.isHidden = true
        view = StackView(axis: .vertical, spacing: 8, arrangedSubviews: [whereToButton])
        addFullScreen(childViewController: mapViewController)
        view.addSubview(confirmButton)
    }

    // MARK: Override points

    /// "Where to?" was pressed. The default does nothing; a pattern asks for the drop-off picker.
    open func whereToTapped() {}

    /// "Confirm" was pressed. The default does nothing; a pattern sends the ride request.
    open func confirmTapped() {}

    /// A new drop-off picker, presented for ``PickMeUpView/selectDropoffLocation``. The default makes
    /// none (nothing is presented); a pattern returns its picker.
    open func makeDropoffLocationPicker() -> ViewController? { nil }

    /// "Requesting Ride..." went away because the request was accepted (``PickMeUpView/final``). The
    /// default does nothing; a pattern tells its flow, which moves on to waiting for the pickup.
    open func finishedSendingRideRequest() {}

    // MARK: Presenting

    /// Brings the screen in line with `screen`: presents or dismisses the drop-off picker and "Requesting
    /// Ride...", adds the ride-option picker, and shows or hides "Confirm". Call it once per change (the
    /// sample's `present(_:)`, after `removeDuplicates`); showing what is already shown changes nothing.
    public func present(_ screen: PickMeUpView) {
        switch screen {
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
            finishedSendingRideRequest()
        }
    }

    private func presentDropoffLocationPicker() {
        guard dropoffLocationPicker == nil, let picker = makeDropoffLocationPicker() else { return }
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
