/// Shows a region of the Earth with titled markers at coordinates; the counterpart of `MKMapView`.
///
/// Headless, like every view: it holds the annotations and the region, and hosts draw them (the browser
/// host as an SVG drawing with a grid, no map tiles and no network). What it shows is ``visibleRegion``:
/// the ``region`` set by the app, else one that encloses the annotations, else the whole Earth.
///
/// Annotations are unique by ``MapAnnotation/id``: adding or setting one whose id is already on the map
/// replaces that one in place. A person does not act on the map; the app moves it.
///
/// ```swift
/// let map = MapView()
/// map.addAnnotation(MapAnnotation(id: "pickup", title: "Pickup", coordinate: pickup))
/// map.setRegion(try MapRegion(center: pickup, span: 0.006), animated: true)
/// ```
@MainActor
public final class MapView: View {
    // MARK: Changing values

    /// The markers on the map, in the order they were added; at most one per id (a later duplicate
    /// replaces the earlier one in its place).
    public var annotations: [MapAnnotation] {
        get { storedAnnotations }
        set {
            storedAnnotations = []
            for annotation in newValue { insert(annotation) }
        }
    }

    /// The region the app chose to show, or nil to let the map enclose its annotations.
    public var region: MapRegion?

    /// The span a map without a ``region`` gives the region enclosing its annotations, at least.
    public static let defaultMinimumSpan = 0.01

    private var storedAnnotations: [MapAnnotation] = []

    /// Creates a map with `annotations`, showing `region` (nil: enclosing the annotations).
    public init(annotations: [MapAnnotation] = [], region: MapRegion? = nil) {
        self.region = region
        super.init()
        self.annotations = annotations
    }

    /// What the map shows: ``region``, else the region enclosing the annotations (at least
    /// ``defaultMinimumSpan`` degrees), else ``MapRegion/world``.
    public var visibleRegion: MapRegion {
        if let region { return region }
        // NB: enclosing refuses only an empty list here (the span is a valid constant): the world then.
        let coordinates = storedAnnotations.map(\.coordinate)
        return (try? MapRegion(enclosing: coordinates, minimumSpan: Self.defaultMinimumSpan)) ?? .world
    }

    /// The annotation with `id`, if it is on the map.
    public func annotation(withID id: String) -> MapAnnotation? {
        storedAnnotations.first { $0.id == id }
    }

    /// Adds `annotation`, or replaces the one with the same id in its place.
    public func addAnnotation(_ annotation: MapAnnotation) {
        insert(annotation)
    }

    /// Adds each of `annotations` in order, replacing those whose ids are already on the map.
    public func addAnnotations(_ annotations: [MapAnnotation]) {
        for annotation in annotations { insert(annotation) }
    }

    /// Removes the annotation with `annotation`'s id; does nothing when there is none.
    public func removeAnnotation(_ annotation: MapAnnotation) {
        removeAnnotation(withID: annotation.id)
    }

    /// Removes the annotation with `id`; does nothing when there is none.
    public func removeAnnotation(withID id: String) {
        storedAnnotations.removeAll { $0.id == id }
    }

    /// Removes the annotations with the ids of `annotations`.
    public func removeAnnotations(_ annotations: [MapAnnotation]) {
        let ids = Set(annotations.map(\.id))
        storedAnnotations.removeAll { ids.contains($0.id) }
    }

    /// Shows `region` (nil: the region enclosing the annotations).
    ///
    /// - Parameters:
    ///   - region: the region to show; nil shows the region enclosing the annotations.
    ///   - animated: accepted for UIKit's shape; hosts move the map at once.
    public func setRegion(_ region: MapRegion?, animated: Bool) {
        self.region = region
    }

    /// Adds `annotations` (replacing those with the same ids) and shows the region that encloses them,
    /// at least `minimumSpan` degrees on each axis; the counterpart of `showAnnotations(_:animated:)`.
    /// Does nothing for an empty list.
    ///
    /// Koober shows its pick-up alone with `minimumSpan: 0.006`, and pick-up and drop-off with 0.017.
    ///
    /// - Parameters:
    ///   - annotations: the annotations to add and show.
    ///   - minimumSpan: degrees; a value that is not above zero and at most 180 is taken as
    ///     ``defaultMinimumSpan``.
    ///   - animated: accepted for UIKit's shape; hosts move the map at once.
    public func showAnnotations(
        _ annotations: [MapAnnotation], minimumSpan: Double = defaultMinimumSpan, animated: Bool
    ) {
        guard !annotations.isEmpty else { return }
        addAnnotations(annotations)
        let span = minimumSpan.isFinite && minimumSpan > 0 && minimumSpan <= 180 ? minimumSpan : Self.defaultMinimumSpan
        // NB: cannot fail: the list is not empty and the span was checked above.
        region = try? MapRegion(enclosing: annotations.map(\.coordinate), minimumSpan: span)
    }

    private func insert(_ annotation: MapAnnotation) {
        if let index = storedAnnotations.firstIndex(where: { $0.id == annotation.id }) {
            storedAnnotations[index] = annotation
        } else {
            storedAnnotations.append(annotation)
        }
    }

    // MARK: Rendering

    override func makeRenderNode(_ context: inout RenderContext) -> RenderNode {
        RenderNode(id: elementID, .map(region: visibleRegion, annotations: storedAnnotations))
    }
}
