import KooberKit
public import KooberReduxKit
import KooberUI
import Logging
public import ViewKit

/// The pick-me-up map's view (the sample's `PickMeUpMapRootView`): a ``ViewKit/MapView`` with the
/// pick-up, and the drop-off once there is one (`MapView.showRide(pickup:dropoff:)`, as every pattern).
@MainActor
public final class PickMeUpMapRootView: View, PickMeUpMapUserInterface {
    /// The map.
    public let mapView = MapView()
    private let logger = Logger(label: "apparch.koober.map")

    /// Builds the view, an empty map.
    public override init() {
        super.init()
        mapView.accessibilityIdentifier = "map"
        addSubview(mapView)
    }

    public func render(newState: MapViewControllerState) {
        do {
            try mapView.showRide(pickup: newState.pickupLocation, dropoff: newState.dropoffLocation)
        } catch {
            // Locations come from the locator and the server, which refuse coordinates off the Earth; one
            // that slips through leaves the map as it was.
            logger.error("The map cannot show \(String(describing: newState)): \(error)")
        }
    }
}
