import KooberKit

/// The ride-option picker's transformations (the sample's `RideOptionSegmentsFactory`, as reducer
/// logic).
struct RideOptionPickerLogic {
    /// The segments of `rideOptions`, in their order; the option chosen in `segments`, if still offered,
    /// stays chosen (none is chosen at first).
    ///
    /// NB: the sample selects the first option while "Confirm" stays hidden until a tap; here, as in the
    /// MVVM picker, nothing is selected until the rider chooses, so what shows and what is chosen agree.
    static func segments(
        for rideOptions: [RideOption], keepingSelectionOf segments: [RideOptionSegmentState]
    ) -> [RideOptionSegmentState] {
        let selectedID = segments.first(where: \.isSelected)?.id
        return rideOptions.map { RideOptionSegmentState($0, isSelected: $0.id == selectedID) }
    }

    /// The segments with `rideOptionID` alone selected; nil when no segment has that identity.
    static func select(
        _ rideOptionID: RideOptionID, in segments: [RideOptionSegmentState]
    ) -> [RideOptionSegmentState]? {
        guard segments.contains(where: { $0.id == rideOptionID }) else { return nil }
        return segments.map { segment in
            var segment = segment
            segment.isSelected = segment.id == rideOptionID
            return segment
        }
    }
}
