public import Elements
public import KooberElementsKit
public import KooberKit
public import KooberUI
public import ViewKit

/// Picking the person up (the sample's Elements `PickMeUpViewController`): the map, "Where to?", the
/// drop-off picker, the ride-option picker, "Confirm" and "Requesting Ride...", each shown or taken away
/// as its observer says (what is shown for each is ``PickMeUpContainerViewController``'s, shared with every
/// pattern, and the same as Koober Redux's). "Where to?" and "Confirm" start new use cases; once the
/// request went, a new ``FinishedRequestingNewRideUseCase`` moves the ride on.
///
/// NB: it observes from `viewDidLoad` for as long as it lives, as the sample's does: "Requesting Ride..."
/// and the drop-off picker are presented full screen over it while it must still follow the request.
@MainActor
public final class PickMeUpViewController: PickMeUpContainerViewController<
    PickMeUpMapViewController, RideOptionPickerViewController
>
{
    /// The pick-me-up screen's use-case factories (protocols).
    public typealias UseCaseFactory = GoToDropoffLocationPickerUseCaseMaking & ConfirmRideRequestUseCaseMaking
        & FinishedRequestingNewRideUseCaseMaking

    // MARK: - Properties
    /// Says what the screen shows.
    public let observer: any Observer
    /// Makes the drop-off picker.
    public let viewControllerFactory: any PickMeUpViewControllerFactory
    /// Makes the screen's use cases.
    public let useCaseFactory: any UseCaseFactory
    /// Makes the use case for a dismissed error.
    public let makeFinishedPresentingErrorUseCase: FinishedPresentingErrorUseCaseFactory
    /// What the screen changes its own view through ("Where to?"); a test may put a mock in its place.
    public lazy var userInterface: any PickMeUpUserInterface = WhereToControl(button: whereToButton)

    // MARK: - Methods
    /// Creates the screen.
    public init(
        observer: any Observer, mapViewController: PickMeUpMapViewController,
        rideOptionPickerViewController: RideOptionPickerViewController,
        sendingRideRequestViewController: SendingRideRequestViewController,
        viewControllerFactory: any PickMeUpViewControllerFactory, useCaseFactory: any UseCaseFactory,
        finishedPresentingErrorUseCaseFactory: @escaping FinishedPresentingErrorUseCaseFactory
    ) {
        self.observer = observer
        self.viewControllerFactory = viewControllerFactory
        self.useCaseFactory = useCaseFactory
        self.makeFinishedPresentingErrorUseCase = finishedPresentingErrorUseCaseFactory
        super.init(
            mapViewController: mapViewController, rideOptionPickerViewController: rideOptionPickerViewController,
            sendingRideRequestViewController: sendingRideRequestViewController)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        observer.startObserving()
    }

    /// "Where to?": the intent.
    public override func whereToTapped() {
        goToDropoffLocationPicker()
    }

    /// "Confirm": the intent.
    public override func confirmTapped() {
        confirmRideRequest()
    }

    /// A new drop-off picker from the pick-me-up scope's container.
    public override func makeDropoffLocationPicker() -> ViewController? {
        viewControllerFactory.makeDropoffLocationPickerViewController()
    }

    /// Starts a new ``FinishedRequestingNewRideUseCase``, which moves the ride on to waiting for the pickup.
    public override func finishedSendingRideRequest() {
        useCaseFactory.makeFinishedRequestingNewRideUseCase().start()
    }

    private func finishedPresenting(_ errorMessage: ErrorMessage) {
        makeFinishedPresentingErrorUseCase(errorMessage).start()
    }
}

extension PickMeUpViewController: PickMeUpIxResponder {
    /// Starts a new ``GoToDropoffLocationPickerUseCase``.
    public func goToDropoffLocationPicker() {
        useCaseFactory.makeGoToDropoffLocationPickerUseCase().start()
    }

    /// Starts a new ``ConfirmRideRequestUseCase``.
    public func confirmRideRequest() {
        useCaseFactory.makeConfirmRideRequestUseCase().start()
    }
}

extension PickMeUpViewController: ObserverForPickMeUpEventResponder {
    /// Shows or hides "Where to?".
    public func received(newShouldDisplayWhereTo: Bool) {
        if newShouldDisplayWhereTo {
            userInterface.presentWhereToControl()
        } else {
            userInterface.dismissWhereToControl()
        }
    }

    /// Brings the screen in line with `newPickMeUpView`.
    public func received(newPickMeUpView: PickMeUpView) {
        present(newPickMeUpView)
    }

    /// Presents `newErrorMessage`; its dismissal starts the finished-presenting-error use case.
    public func received(newErrorMessage: ErrorMessage) {
        present(errorMessage: newErrorMessage) { [weak self] in self?.finishedPresenting(newErrorMessage) }
    }
}
