/// A point on the Earth in degrees, checked to be one; the counterpart of `CLLocationCoordinate2D`.
///
/// A coordinate always holds a finite latitude in −90…90 and a finite longitude in −180…180: the
/// initializer refuses anything else, so a map never draws a point that is not on the Earth.
///
/// ```swift
/// let pickup = try MapCoordinate(latitude: -33.864308, longitude: 151.209146)
/// print(pickup)   // -33.864308, 151.209146
/// ```
public struct MapCoordinate: Hashable, Sendable, CustomStringConvertible {
    /// Degrees north of the equator (negative: south), from −90 to 90.
    public let latitude: Double
    /// Degrees east of Greenwich (negative: west), from −180 to 180.
    public let longitude: Double

    /// Creates a coordinate.
    ///
    /// - Throws: ``MapError`` when either value is NaN or infinite, the latitude is outside −90…90 or the
    ///   longitude outside −180…180.
    public init(latitude: Double, longitude: Double) throws(MapError) {
        guard latitude.isFinite else { throw MapError(.notFinite(name: "latitude")) }
        guard longitude.isFinite else { throw MapError(.notFinite(name: "longitude")) }
        guard (-90...90).contains(latitude) else { throw MapError(.latitudeOutOfRange(latitude)) }
        guard (-180...180).contains(longitude) else { throw MapError(.longitudeOutOfRange(longitude)) }
        self.latitude = latitude
        self.longitude = longitude
    }

    /// A coordinate the caller has already checked.
    init(checkedLatitude latitude: Double, longitude: Double) {
        self.latitude = latitude
        self.longitude = longitude
    }

    /// The latitude and longitude with six decimals (about ten centimetres), as snapshots print them:
    /// `-33.864308, 151.209146`.
    public var description: String {
        "\(Self.format(latitude)), \(Self.format(longitude))"
    }

    /// `degrees` with exactly six decimals, without a locale and without a sign on zero.
    static func format(_ degrees: Double) -> String {
        // NB: coordinates are at most 180 degrees, so micro-degrees fit an Int with room to spare.
        let micro = Int((degrees * 1_000_000).rounded())
        let magnitude = micro.magnitude
        let fraction = String(magnitude % 1_000_000)
        let padding = String(repeating: "0", count: 6 - fraction.count)
        return "\(micro < 0 ? "-" : "")\(magnitude / 1_000_000).\(padding)\(fraction)"
    }
}
