import Bindings
public import KooberKit
public import KooberReduxKit
public import KooberUI
public import OpenCombine
import ViewKit

/// The ride-option picker (the sample's Redux `RideOptionPickerViewController` and
/// `RideOptionSegmentedControl`): one segment per option in the store's segmented-control state, each with
/// its picture; the options are loaded for the pick-up once the view is built, and choosing one tells the
/// user interactions. What is selected follows the store (the segments are
/// ``RideOptionSegmentsViewController``'s, shared with every pattern).
@MainActor
public final class RideOptionPickerViewController: RideOptionSegmentsViewController {
    /// The picker's state; finishes when the picker goes.
    public let statePublisher: AnyPublisher<RideOptionPickerViewControllerState, Never>
    /// Loads the options, chooses one, and hears that an error was seen.
    public let userInteractions: any RideOptionPickerUserInteractions
    private lazy var errors = ErrorsPresenter(viewController: self) { [userInteractions] errorMessage in
        userInteractions.finishedPresenting(errorMessage)
    }

    /// Creates the picker for `pickupLocation`.
    public init(
        pickupLocation: Location, statePublisher: AnyPublisher<RideOptionPickerViewControllerState, Never>,
        userInteractions: any RideOptionPickerUserInteractions
    ) {
        self.statePublisher = statePublisher
        self.userInteractions = userInteractions
        super.init(pickupLocation: pickupLocation)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        statePublisher.map(\.segmentedControlState).removeDuplicates().bind(to: self) { controller, state in
            controller.show(
                state.segments.map {
                    RideOptionSegment(
                        id: $0.id, title: $0.title, isSelected: $0.isSelected, imageName: $0.imageNames.normal,
                        selectedImageName: $0.imageNames.selected)
                })
        }
        statePublisher.map(\.errorsToPresent).removeDuplicates().bind(to: self) { controller, errors in
            controller.errors.show(errors)
        }
        userInteractions.loadRideOptions(availableAt: pickupLocation)
    }

    /// Tells the user interactions the chosen option.
    public override func rideOptionSelected(_ rideOptionID: RideOptionID) {
        userInteractions.select(rideOptionID: rideOptionID)
    }
}
