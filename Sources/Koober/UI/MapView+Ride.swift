public import KooberKit
public import ViewKit

extension MapView {
    /// How much of the map a lone pick-up shows, in degrees.
    public static let pickupSpan = 0.006
    /// The least a pick-up and its drop-off show, in degrees.
    public static let rideSpan = 0.017

    /// Shows a ride on the map (what the sample's pick-me-up map draws): the pick-up pin, the drop-off pin
    /// named after the place when there is one, and a region around both (a close-up of a lone pick-up).
    ///
    /// - Throws: ``MapError`` when a location is off the Earth; the map is left as it was.
    public func showRide(pickup: Location, dropoff: NamedLocation?) throws(MapError) {
        var annotations = [
            MapAnnotation(
                id: "pickup", title: KooberStrings.pickup, coordinate: try Self.coordinate(of: pickup),
                image: KooberImages.pickup)
        ]
        if let dropoff {
            annotations.append(
                MapAnnotation(
                    id: "dropoff", title: dropoff.name, coordinate: try Self.coordinate(of: dropoff.location),
                    image: KooberImages.dropoff))
        }
        let region = try MapRegion(
            enclosing: annotations.map(\.coordinate), minimumSpan: dropoff == nil ? Self.pickupSpan : Self.rideSpan)
        self.annotations = annotations
        setRegion(region, animated: true)
    }

    private static func coordinate(of location: Location) throws(MapError) -> MapCoordinate {
        try MapCoordinate(latitude: location.latitude, longitude: location.longitude)
    }
}
