import Bindings
public import KooberKit
public import KooberMVVMKit
import KooberUI
import OpenCombine
public import ViewKit

/// The ride-option picker (the sample's `RideOptionPickerViewController` and its segmented control): one
/// segment per option, with its picture, loaded for the pick-up once the view is built; choosing one
/// tells the view model. What is selected follows the view model's segments.
@MainActor
public final class RideOptionPickerViewController: ViewController {
    /// The pick-up the options are for.
    public let pickupLocation: Location
    /// The picker's view model.
    public let viewModel: RideOptionPickerViewModel
    /// The segments.
    public let segmentedControl = SegmentedControl(items: [])
    private var segmentIDs: [RideOptionID] = []

    /// Creates the picker for `pickupLocation` with a view model from `viewModelFactory`.
    public init(pickupLocation: Location, viewModelFactory: any RideOptionPickerViewModelFactory) {
        self.pickupLocation = pickupLocation
        viewModel = viewModelFactory.makeRideOptionPickerViewModel()
        super.init()
    }

    public override func loadView() {
        segmentedControl.accessibilityIdentifier = "rideOptions"
        segmentedControl.addTarget(self, action: RideOptionPickerViewController.segmentChanged, for: .valueChanged)
        view = segmentedControl
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.$pickerSegments.bind(to: self) { controller, segments in controller.show(segments) }
        viewModel.errorMessages.bind(to: self) { controller, errorMessage in
            controller.present(errorMessage: errorMessage)
        }
        viewModel.loadRideOptions(availableAt: pickupLocation)
    }

    private func show(_ segments: [RideOptionSegmentViewModel]) {
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
        viewModel.select(rideOptionID: segmentIDs[index])
    }
}
