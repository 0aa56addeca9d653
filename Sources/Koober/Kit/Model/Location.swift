/// A location's identifier (the sample's `LocationID`).
public typealias LocationID = String

/// A point on the map (the sample's `Location`): an identifier and coordinates in degrees.
public struct Location: Codable, Hashable, Sendable {
    /// The location's identifier.
    public var id: LocationID
    /// Degrees north (negative: south).
    public var latitude: Double
    /// Degrees east (negative: west).
    public var longitude: Double

    /// Creates a location.
    public init(id: LocationID, latitude: Double, longitude: Double) {
        self.id = id
        self.latitude = latitude
        self.longitude = longitude
    }
}
