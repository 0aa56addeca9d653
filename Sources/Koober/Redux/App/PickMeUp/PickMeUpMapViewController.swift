import Bindings
import KooberKit
public import KooberReduxKit
import KooberUI
import Logging
public import OpenCombine
public import ViewKit

/// The pick-me-up map (the sample's Redux `PickMeUpMapViewController`): the pick-up, and the drop-off once
/// the store has one (`MapView.showRide(pickup:dropoff:)`).
@MainActor
public final class PickMeUpMapViewController: ViewController {
    /// The map's state; finishes when the ride request is over.
    public let statePublisher: AnyPublisher<MapViewControllerState, Never>
    /// The map.
    public let mapView = MapView()
    private let logger = Logger(label: "apparch.koober.map")

    /// Creates the map screen.
    public init(statePublisher: AnyPublisher<MapViewControllerState, Never>) {
        self.statePublisher = statePublisher
        super.init()
    }

    public override func loadView() {
        mapView.accessibilityIdentifier = "map"
        view = mapView
        statePublisher.removeDuplicates().bind(to: self) { controller, state in controller.show(state) }
    }

    private func show(_ state: MapViewControllerState) {
        do {
            try mapView.showRide(pickup: state.pickupLocation, dropoff: state.dropoffLocation)
        } catch {
            // Locations come from the locator and the server, which refuse coordinates off the Earth; one
            // that slips through leaves the map as it was.
            logger.error("The map cannot show \(String(describing: state)): \(error)")
        }
    }
}
