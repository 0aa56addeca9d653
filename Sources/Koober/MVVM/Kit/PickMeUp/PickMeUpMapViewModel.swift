public import KooberKit
public import OpenCombine

/// What the pick-me-up map shows (the sample's `PickMeUpMapViewModel`): the pick-up, and the drop-off
/// once chosen.
@MainActor
public final class PickMeUpMapViewModel {
    /// The pick-up location.
    @Published public private(set) var pickupLocation: Location
    /// The drop-off place, once chosen. NB: the sample passes the bare `Location` on; the name travels
    /// with it here so the map can label the drop-off.
    @Published public var dropoffLocation: NamedLocation?

    /// Creates the view model for `pickupLocation`.
    public init(pickupLocation: Location) {
        self.pickupLocation = pickupLocation
    }
}
