import Bindings
public import KooberKit
public import KooberReduxKit
import KooberUI
public import OpenCombine
public import ViewKit

/// The ride-option picker (the sample's Redux `RideOptionPickerViewController` and
/// `RideOptionSegmentedControl`): one segment per option in the store's segmented-control state, each with
/// its picture; the options are loaded for the pick-up once the view is built, and choosing one tells the
/// user interactions. What is selected follows the store.
@MainActor
public final class RideOptionPickerViewController: ViewController {
    /// The pick-up the options are for.
    public let pickupLocation: Location
    /// The picker's state; finishes when the picker goes.
    public let statePublisher: AnyPublisher<RideOptionPickerViewControllerState, Never>
    /// Loads the options, chooses one, and hears that an error was seen.
    public let userInteractions: any RideOptionPickerUserInteractions
    /// The segments.
    public let segmentedControl = SegmentedControl(items: [])
    private var segmentIDs: [RideOptionID] = []
    private lazy var errors = ErrorsPresenter(viewController: self) { [userInteractions] errorMessage in
        userInteractions.finishedPresenting(errorMessage)
    }

    /// Creates the picker for `pickupLocation`.
    public init(
        pickupLocation: Location, statePublisher: AnyPublisher<RideOptionPickerViewControllerState, Never>,
        userInteractions: any RideOptionPickerUserInteractions
    ) {
        self.pickupLocation = pickupLocation
        self.statePublisher = statePublisher
        self.userInteractions = userInteractions
        super.init()
    }

    public override func loadView() {
        segmentedControl.accessibilityIdentifier = "rideOptions"
        segmentedControl.addTarget(self, action: RideOptionPickerViewController.segmentChanged, for: .valueChanged)
        view = segmentedControl
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        statePublisher.map(\.segmentedControlState).removeDuplicates().bind(to: self) { controller, state in
            controller.show(state.segments)
        }
        statePublisher.map(\.errorsToPresent).removeDuplicates().bind(to: self) { controller, errors in
            controller.errors.show(errors)
        }
        userInteractions.loadRideOptions(availableAt: pickupLocation)
    }

    private func show(_ segments: [RideOptionSegmentState]) {
        segmentIDs = segments.map(\.id)
        segmentedControl.segments = segments.map { segment in
            SegmentedControl.Segment(
                title: segment.title,
                image: KooberImages.image(
                    named: segment.isSelected ? segment.imageNames.selected : segment.imageNames.normal))
        }
        segmentedControl.selectedSegmentIndex = segments.firstIndex(where: \.isSelected)
    }

    private func segmentChanged() {
        guard let index = segmentedControl.selectedSegmentIndex, segmentIDs.indices.contains(index) else { return }
        userInteractions.select(rideOptionID: segmentIDs[index])
    }
}
