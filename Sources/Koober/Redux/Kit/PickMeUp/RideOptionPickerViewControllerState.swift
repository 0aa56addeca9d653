public import KooberKit

/// The ride-option picker's state (the sample's `RideOptionPickerViewControllerState`): its segments
/// and the errors to present.
public struct RideOptionPickerViewControllerState: Equatable, Codable, Sendable {
    /// The segmented control's segments.
    public internal(set) var segmentedControlState: RideOptionSegmentedControlState
    /// The errors still to present, in order, without duplicates.
    public internal(set) var errorsToPresent: [ErrorMessage]

    /// A state with every part given (a new picker: no segments until the options load, no errors).
    public init(
        segmentedControlState: RideOptionSegmentedControlState = RideOptionSegmentedControlState(),
        errorsToPresent: [ErrorMessage] = []
    ) {
        self.segmentedControlState = segmentedControlState
        self.errorsToPresent = errorsToPresent
    }
}
