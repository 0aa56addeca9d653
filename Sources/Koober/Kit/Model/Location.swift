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

    private enum CodingKeys: String, CodingKey {
        case id, latitude, longitude
    }

    /// Decodes a location, refusing coordinates off the Earth (a server answering garbage): latitude
    /// within ±90°, longitude within ±180°.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let latitude = try container.decode(Double.self, forKey: .latitude)
        let longitude = try container.decode(Double.self, forKey: .longitude)
        guard (-90...90).contains(latitude) else {
            throw DecodingError.dataCorruptedError(
                forKey: .latitude, in: container, debugDescription: "latitude \(latitude) is not within ±90°")
        }
        guard (-180...180).contains(longitude) else {
            throw DecodingError.dataCorruptedError(
                forKey: .longitude, in: container, debugDescription: "longitude \(longitude) is not within ±180°")
        }
        self.init(id: try container.decode(LocationID.self, forKey: .id), latitude: latitude, longitude: longitude)
    }
}
