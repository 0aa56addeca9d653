import Bindings
import KooberKit
public import KooberMVVMKit
import KooberUI
import Logging
import OpenCombine
public import ViewKit

/// The pick-me-up map (the sample's `PickMeUpMapViewController`): the pick-up, and the drop-off once
/// chosen; the region is 0.006° around the pick-up alone and at least 0.017° once both show
/// (`MapView.showRide(pickup:dropoff:)`).
@MainActor
public final class PickMeUpMapViewController: ViewController {
    /// The map's view model.
    public let viewModel: PickMeUpMapViewModel
    /// The map.
    public let mapView = MapView()
    private let logger = Logger(label: "apparch.koober.map")

    /// Creates the map screen.
    public init(viewModel: PickMeUpMapViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    public override func loadView() {
        mapView.accessibilityIdentifier = "map"
        view = mapView
        // NB: the pick-up never changes within a ride (a new ride is a new scope), so only the drop-off is
        // observed; `@Published` publishes before the property changes, so the value comes from the event.
        viewModel.$dropoffLocation.bind(to: self) { controller, dropoff in
            controller.show(pickup: controller.viewModel.pickupLocation, dropoff: dropoff)
        }
    }

    private func show(pickup: Location, dropoff: NamedLocation?) {
        do {
            try mapView.showRide(pickup: pickup, dropoff: dropoff)
        } catch {
            // Locations come from the locator and the server, which refuse coordinates off the Earth; one
            // that slips through leaves the map as it was.
            logger.error("The map cannot show \(pickup) and \(String(describing: dropoff)): \(error)")
        }
    }
}
