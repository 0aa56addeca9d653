/// A drop-off place with a name, as the search lists it (the sample's `NamedLocation`).
public struct NamedLocation: Codable, Hashable, Sendable {
    /// What the place is called ("Opera House").
    public var name: String
    /// Where it is.
    public var location: Location

    /// Creates a named location.
    public init(name: String, location: Location) {
        self.name = name
        self.location = location
    }
}
