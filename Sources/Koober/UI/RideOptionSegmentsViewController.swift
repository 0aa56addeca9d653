public import KooberKit
public import ViewKit

/// The ride-option picker every pattern shows (the sample's `RideOptionPickerViewController` and its
/// `RideOptionSegmentedControl`, less where its state comes from): one segment per option, with its
/// picture from ``KooberImages``, the chosen one selected.
///
/// Contract: a pattern subclasses it, loads the options for ``pickupLocation`` once the view is loaded,
/// calls ``show(_:)`` with every new list of segments, and overrides ``rideOptionSelected(_:)`` (where the
/// choice goes).
@MainActor
open class RideOptionSegmentsViewController: ViewController {
    /// The pick-up the options are for.
    public let pickupLocation: Location
    /// The segments.
    public let segmentedControl = SegmentedControl(items: [])
    private var segmentIDs: [RideOptionID] = []

    /// Creates the picker for `pickupLocation`, with no segments yet.
    public init(pickupLocation: Location) {
        self.pickupLocation = pickupLocation
        super.init()
    }

    /// Makes the segmented control the view. A subclass that overrides it calls `super` first.
    open override func loadView() {
        segmentedControl.accessibilityIdentifier = "rideOptions"
        segmentedControl.addTarget(self, action: RideOptionSegmentsViewController.segmentChanged, for: .valueChanged)
        view = segmentedControl
    }

    /// Shows one segment per option of `segments`, in order, each with its picture for whether it is chosen;
    /// the chosen one is selected (none when none is).
    public func show(_ segments: [RideOptionSegment]) {
        segmentIDs = segments.map(\.id)
        segmentedControl.segments = segments.map { segment in
            SegmentedControl.Segment(
                title: segment.title,
                image: KooberImages.image(named: segment.isSelected ? segment.selectedImageName : segment.imageName))
        }
        segmentedControl.selectedSegmentIndex = segments.firstIndex(where: \.isSelected)
    }

    /// The person chose the option `rideOptionID`. The default does nothing; a pattern selects it.
    open func rideOptionSelected(_ rideOptionID: RideOptionID) {}

    private func segmentChanged() {
        guard let index = segmentedControl.selectedSegmentIndex, segmentIDs.indices.contains(index) else { return }
        rideOptionSelected(segmentIDs[index])
    }
}
