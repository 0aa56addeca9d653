/// The ride-option control (the sample's `RideOptionSegmentedControlState`): one segment per option, in
/// the server's order; none until the options load (the control shows nothing then).
public struct RideOptionSegmentedControlState: Equatable, Codable, Sendable {
    /// The segments.
    public internal(set) var segments: [RideOptionSegmentState]

    /// A control with `segments`.
    public init(segments: [RideOptionSegmentState] = []) {
        self.segments = segments
    }
}
