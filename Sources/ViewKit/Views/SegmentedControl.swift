/// Picks one of a few segments, each a title with an optional image before it; the counterpart of
/// `UISegmentedControl`.
///
/// A person's choice of a segment that is not already selected sends ``Control/Event/valueChanged``;
/// choosing the selected segment again sends nothing, as in UIKit. Setting ``selectedSegmentIndex`` from
/// code sends nothing. Automation chooses a segment by its title (`tap("Wallaroo")`).
///
/// ```swift
/// let picker = SegmentedControl(
///     segments: [.init(title: "Wallabee", image: .emoji("🦘")), .init(title: "Wallaroo", image: .emoji("🦘"))],
///     selected: 0)
/// ```
@MainActor
public final class SegmentedControl: Control {
    /// One segment: its title, and an image shown before the title.
    public struct Segment: Hashable, Sendable {
        /// The title.
        public var title: String
        /// The image shown before the title, if any.
        public var image: Image?

        /// Creates a segment.
        public init(title: String, image: Image? = nil) {
            self.title = title
            self.image = image
        }
    }

    // MARK: Changing values

    /// The segments, in order.
    public var segments: [Segment]
    /// The segment titles; setting them replaces the segments with segments without images.
    public var items: [String] {
        get { segments.map(\.title) }
        set { segments = newValue.map { Segment(title: $0) } }
    }
    /// The selected segment, or nil.
    public var selectedSegmentIndex: Int?
    /// The identities of the segments' nodes, one per position, so every element of a render is unique.
    private var segmentIDs: [ElementID] = []

    /// Creates a control with titled segments, none selected unless `selected` is given.
    public init(items: [String], selected: Int? = nil) {
        self.segments = items.map { Segment(title: $0) }
        self.selectedSegmentIndex = selected
        super.init()
    }

    /// Creates a control with `segments`, none selected unless `selected` is given.
    public init(segments: [Segment], selected: Int? = nil) {
        self.segments = segments
        self.selectedSegmentIndex = selected
        super.init()
    }

    /// The number of segments.
    public var numberOfSegments: Int { segments.count }

    /// The title of the segment at `index`; nil when there is none.
    public func titleForSegment(at index: Int) -> String? {
        segments.indices.contains(index) ? segments[index].title : nil
    }

    /// The image of the segment at `index`; nil when it has none or there is no such segment.
    public func imageForSegment(at index: Int) -> Image? {
        segments.indices.contains(index) ? segments[index].image : nil
    }

    /// Sets the title of the segment at `index`; out-of-range indexes are ignored.
    public func setTitle(_ title: String, forSegmentAt index: Int) {
        guard segments.indices.contains(index) else { return }
        segments[index].title = title
    }

    /// Sets (or, with nil, removes) the image of the segment at `index`; out-of-range indexes are ignored.
    public func setImage(_ image: Image?, forSegmentAt index: Int) {
        guard segments.indices.contains(index) else { return }
        segments[index].image = image
    }

    // MARK: Events out

    /// Selects `index` as a person would and sends ``Control/Event/valueChanged``, unless that segment is
    /// already selected; out-of-range indexes are ignored.
    public func select(byUser index: Int) {
        guard segments.indices.contains(index), selectedSegmentIndex != index else { return }
        selectedSegmentIndex = index
        sendActions(for: .valueChanged)
    }

    // MARK: Rendering

    override func makeRenderNode(_ context: inout RenderContext) -> RenderNode {
        while segmentIDs.count < segments.count { segmentIDs.append(ElementID.next()) }
        var nodes: [RenderNode] = []
        for (offset, segment) in segments.enumerated() {
            var flags: [RenderNode.Flag] = []
            if offset == selectedSegmentIndex { flags.append(.selected) }
            if !isEnabled { flags.append(.disabled) }
            let id = segmentIDs[offset]
            nodes.append(
                RenderNode(id: id, .segment(title: segment.title, image: segment.image, index: offset), flags: flags))
            context.register(id, .segment(self, offset))
        }
        return RenderNode(id: elementID, .segmented, flags: isEnabled ? [] : [.disabled], children: nodes)
    }
}
