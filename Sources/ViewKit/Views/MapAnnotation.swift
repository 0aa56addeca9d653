/// A titled marker at a coordinate on a ``MapView``; the counterpart of `MKPointAnnotation` with its
/// annotation view's image.
///
/// A map holds at most one annotation per ``id``: adding one with an id already on the map replaces it.
public struct MapAnnotation: Hashable, Sendable, Identifiable {
    /// The annotation's identity on its map, chosen by the app (`"pickup"`, a location's id).
    public var id: String
    /// The title shown beside the marker.
    public var title: String
    /// Where the marker stands.
    public var coordinate: MapCoordinate
    /// The marker's picture; snapshots print its ``Image/glyph``.
    public var image: Image

    /// Creates an annotation; the image is a pin unless given.
    public init(id: String, title: String, coordinate: MapCoordinate, image: Image = .emoji("📍")) {
        self.id = id
        self.title = title
        self.coordinate = coordinate
        self.image = image
    }
}
