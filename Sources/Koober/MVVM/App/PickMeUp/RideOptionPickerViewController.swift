import Bindings
public import KooberKit
public import KooberMVVMKit
public import KooberUI
import OpenCombine
import ViewKit

/// The ride-option picker (the sample's `RideOptionPickerViewController` and its segmented control): one
/// segment per option, with its picture, loaded for the pick-up once the view is built; choosing one
/// tells the view model. What is selected follows the view model's segments (the segments are
/// ``RideOptionSegmentsViewController``'s, shared with every pattern).
@MainActor
public final class RideOptionPickerViewController: RideOptionSegmentsViewController {
    /// The picker's view model.
    public let viewModel: RideOptionPickerViewModel

    /// Creates the picker for `pickupLocation` with a view model from `viewModelFactory`.
    public init(pickupLocation: Location, viewModelFactory: any RideOptionPickerViewModelFactory) {
        viewModel = viewModelFactory.makeRideOptionPickerViewModel()
        super.init(pickupLocation: pickupLocation)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.$pickerSegments.bind(to: self) { controller, segments in
            controller.show(
                segments.map {
                    RideOptionSegment(
                        id: $0.id, title: $0.title, isSelected: $0.isSelected, imageName: $0.imageNames.normal,
                        selectedImageName: $0.imageNames.selected)
                })
        }
        viewModel.errorMessages.bind(to: self) { controller, errorMessage in
            controller.present(errorMessage: errorMessage)
        }
        viewModel.loadRideOptions(availableAt: pickupLocation)
    }

    /// Tells the view model the chosen option.
    public override func rideOptionSelected(_ rideOptionID: RideOptionID) {
        viewModel.select(rideOptionID: rideOptionID)
    }
}
