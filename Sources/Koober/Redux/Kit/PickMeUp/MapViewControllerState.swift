public import KooberKit

/// What the pick-me-up map shows (the sample's `MapViewControllerState`): the pick-up, and the drop-off
/// once chosen.
///
/// NB: the sample keeps the bare `Location` of the drop-off; the name travels with it here, as in the
/// MVVM map, so both maps label the drop-off ("🏁 Opera House").
public struct MapViewControllerState: Equatable, Codable, Sendable {
    /// Where the rider is picked up.
    public internal(set) var pickupLocation: Location
    /// The chosen drop-off place, if any.
    public internal(set) var dropoffLocation: NamedLocation?

    /// The map of `pickupLocation`, with the drop-off if one is chosen.
    public init(pickupLocation: Location, dropoffLocation: NamedLocation? = nil) {
        self.pickupLocation = pickupLocation
        self.dropoffLocation = dropoffLocation
    }
}
