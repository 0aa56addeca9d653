import KooberKit
public import KooberUI
public import ViewKit

/// The ride-option picker's view (the sample's `RideOptionSegmentedControl`, drawn as every pattern's):
/// one segment per option with its picture from ``KooberUI/KooberImages``, the chosen one selected;
/// choosing a segment tells ``ixResponder``.
@MainActor
public final class RideOptionPickerRootView: View, RideOptionPickerUserInterface {
    /// Who hears a choice; held weakly.
    public weak var ixResponder: (any RideOptionPickerIxResponder)?
    /// The segments.
    public let segmentedControl = SegmentedControl(items: [])
    private var segmentIDs: [RideOptionID] = []

    /// Builds the view, with no segments.
    public override init() {
        super.init()
        segmentedControl.accessibilityIdentifier = "rideOptions"
        segmentedControl.addTarget(self, action: RideOptionPickerRootView.segmentChanged, for: .valueChanged)
        addSubview(segmentedControl)
    }

    public func render(newState: [RideOptionSegment]) {
        segmentIDs = newState.map(\.id)
        segmentedControl.segments = newState.map { segment in
            SegmentedControl.Segment(
                title: segment.title,
                image: KooberImages.image(named: segment.isSelected ? segment.selectedImageName : segment.imageName))
        }
        segmentedControl.selectedSegmentIndex = newState.firstIndex(where: \.isSelected)
    }

    private func segmentChanged() {
        guard let index = segmentedControl.selectedSegmentIndex, segmentIDs.indices.contains(index) else { return }
        ixResponder?.select(rideOptionID: segmentIDs[index])
    }
}
