public import KooberKit
public import OpenCombine

/// What the pick-me-up map shows (the sample's `PickMeUpMapViewModel`): the pick-up, and the drop-off
/// once chosen.
@MainActor
public final class PickMeUpMapViewModel {
    /// The pick-up location.
    @Published public private(set) var pickupLocation: Location
    /// The drop-off location, once chosen.
    @Published public var dropoffLocation: Location?

    /// Creates the view model for `pickupLocation`.
    public init(pickupLocation: Location) {
        self.pickupLocation = pickupLocation
    }
}
