/// The part of the Earth a map shows: a center and the span in degrees on each axis; the counterpart of
/// `MKCoordinateRegion`.
///
/// Spans are above zero, at most 180 degrees of latitude and 360 of longitude. Hosts project the region
/// onto the map's area with an equirectangular projection (longitude across, latitude down), so a region
/// is a rectangle of degrees. Regions do not wrap around the antimeridian.
///
/// ```swift
/// let aroundPickup = try MapRegion(center: pickup, span: 0.006)
/// let both = try MapRegion(enclosing: [pickup, dropoff], minimumSpan: 0.017)
/// ```
public struct MapRegion: Hashable, Sendable {
    /// The point in the middle of the map.
    public let center: MapCoordinate
    /// The height of the region, in degrees of latitude.
    public let latitudeDelta: Double
    /// The width of the region, in degrees of longitude.
    public let longitudeDelta: Double

    /// How much wider than the coordinates themselves ``init(enclosing:minimumSpan:)`` makes a region, so
    /// that no marker sits on the edge.
    public static let enclosingMargin = 1.25

    /// The whole Earth.
    public static let world = MapRegion(
        checkedCenter: MapCoordinate(checkedLatitude: 0, longitude: 0), latitudeDelta: 180, longitudeDelta: 360)

    /// Creates a region of `latitudeDelta` by `longitudeDelta` degrees around `center`.
    ///
    /// - Throws: ``MapError`` when a span is not finite, not above zero, or wider than the Earth (180
    ///   degrees of latitude, 360 of longitude).
    public init(center: MapCoordinate, latitudeDelta: Double, longitudeDelta: Double) throws(MapError) {
        try Self.check(latitudeDelta, name: "latitudeDelta", maximum: 180)
        try Self.check(longitudeDelta, name: "longitudeDelta", maximum: 360)
        self.init(checkedCenter: center, latitudeDelta: latitudeDelta, longitudeDelta: longitudeDelta)
    }

    /// Creates a region `span` degrees high and wide around `center` (Koober shows its pick-up with a
    /// span of 0.006).
    ///
    /// - Throws: ``MapError`` when `span` is not finite, not above zero, or above 180 degrees.
    public init(center: MapCoordinate, span: Double) throws(MapError) {
        try self.init(center: center, latitudeDelta: span, longitudeDelta: span)
    }

    /// Creates the region that shows every coordinate in `coordinates`: centered on their bounding box,
    /// ``enclosingMargin`` times as large, and at least `minimumSpan` degrees on each axis.
    ///
    /// - Throws: ``MapError`` when `coordinates` is empty or `minimumSpan` is not above zero and at most 180.
    public init(enclosing coordinates: [MapCoordinate], minimumSpan: Double) throws(MapError) {
        try Self.check(minimumSpan, name: "minimumSpan", maximum: 180)
        guard let first = coordinates.first else { throw MapError(.noCoordinates) }
        var south = first.latitude
        var north = first.latitude
        var west = first.longitude
        var east = first.longitude
        for coordinate in coordinates.dropFirst() {
            south = min(south, coordinate.latitude)
            north = max(north, coordinate.latitude)
            west = min(west, coordinate.longitude)
            east = max(east, coordinate.longitude)
        }
        let center = MapCoordinate(checkedLatitude: (south + north) / 2, longitude: (west + east) / 2)
        self.init(
            checkedCenter: center,
            latitudeDelta: min(180, max(minimumSpan, (north - south) * Self.enclosingMargin)),
            longitudeDelta: min(360, max(minimumSpan, (east - west) * Self.enclosingMargin)))
    }

    init(checkedCenter center: MapCoordinate, latitudeDelta: Double, longitudeDelta: Double) {
        self.center = center
        self.latitudeDelta = latitudeDelta
        self.longitudeDelta = longitudeDelta
    }

    /// Whether `coordinate` lies inside the region (edges included).
    public func contains(_ coordinate: MapCoordinate) -> Bool {
        abs(coordinate.latitude - center.latitude) <= latitudeDelta / 2
            && abs(coordinate.longitude - center.longitude) <= longitudeDelta / 2
    }

    private static func check(_ span: Double, name: String, maximum: Double) throws(MapError) {
        guard span.isFinite else { throw MapError(.notFinite(name: name)) }
        guard span > 0, span <= maximum else {
            throw MapError(.spanOutOfRange(name: name, value: span, maximum: maximum))
        }
    }
}
