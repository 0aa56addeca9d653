public import Elements
public import KooberElementsKit
public import KooberKit
public import KooberUI
public import ViewKit

/// The ride-option picker (the sample's Elements `RideOptionPickerViewController`): starts a new
/// ``LoadRideOptionsUseCase`` for the pick-up once its view is loaded, renders the options its observer
/// delivers, and starts a new ``SelectRideOptionUseCase`` for each choice.
@MainActor
public final class RideOptionPickerViewController: ViewController {
    /// The picker's use-case factories (protocols).
    public typealias UseCaseFactory = LoadRideOptionsUseCaseMaking & SelectRideOptionUseCaseMaking

    // MARK: - Properties
    /// The pick-up the options are for.
    public let pickupLocation: Location
    /// Delivers the options and errors.
    public let observer: any Observer
    /// The picker's view.
    public let userInterface: any RideOptionPickerUserInterfaceView
    /// Makes the picker's use cases.
    public let useCaseFactory: any UseCaseFactory
    /// Makes the use case for a dismissed error.
    public let makeFinishedPresentingErrorUseCase: FinishedPresentingErrorUseCaseFactory

    // MARK: - Methods
    /// Creates the picker for `pickupLocation`.
    public init(
        pickupLocation: Location, observer: any Observer, userInterface: any RideOptionPickerUserInterfaceView,
        useCaseFactory: any UseCaseFactory,
        finishedPresentingErrorUseCaseFactory: @escaping FinishedPresentingErrorUseCaseFactory
    ) {
        self.pickupLocation = pickupLocation
        self.observer = observer
        self.userInterface = userInterface
        self.useCaseFactory = useCaseFactory
        self.makeFinishedPresentingErrorUseCase = finishedPresentingErrorUseCaseFactory
        super.init()
    }

    public override func loadView() {
        view = userInterface
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        useCaseFactory.makeLoadRideOptionsUseCase(pickupLocation: pickupLocation).start()
    }

    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        observer.startObserving()
    }

    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        observer.stopObserving()
    }

    private func finishedPresenting(_ errorMessage: ErrorMessage) {
        makeFinishedPresentingErrorUseCase(errorMessage).start()
    }
}

extension RideOptionPickerViewController: RideOptionPickerIxResponder {
    /// Starts a new ``SelectRideOptionUseCase``.
    public func select(rideOptionID: RideOptionID) {
        useCaseFactory.makeSelectRideOptionUseCase(rideOptionID: rideOptionID).start()
    }
}

extension RideOptionPickerViewController: ObserverForRideOptionPickerEventResponder {
    /// Renders `newSegments`.
    public func received(newSegments: [RideOptionSegment]) {
        userInterface.render(newState: newSegments)
    }

    /// Presents `newErrorMessage`; its dismissal starts the finished-presenting-error use case.
    public func received(newErrorMessage: ErrorMessage) {
        present(errorMessage: newErrorMessage) { [weak self] in self?.finishedPresenting(newErrorMessage) }
    }
}
