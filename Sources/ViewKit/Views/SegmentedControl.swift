/// Picks one of a few titled segments; the counterpart of `UISegmentedControl`.
@MainActor
public final class SegmentedControl: Control {
    /// The segment titles.
    public var items: [String]
    /// The selected segment, or nil.
    public var selectedSegmentIndex: Int?
    /// The identities of the segments' nodes, one per position, so every element of a render is unique.
    private var segmentIDs: [ElementID] = []

    /// Creates a control with `items`, none selected unless `selected` is given.
    public init(items: [String], selected: Int? = nil) {
        self.items = items
        self.selectedSegmentIndex = selected
        super.init()
    }

    /// Selects `index` as a person would and sends ``Control/Event/valueChanged``; out-of-range indexes
    /// are ignored.
    public func select(byUser index: Int) {
        guard items.indices.contains(index) else { return }
        selectedSegmentIndex = index
        sendActions(for: .valueChanged)
    }

    override func makeRenderNode(_ context: inout RenderContext) -> RenderNode {
        while segmentIDs.count < items.count { segmentIDs.append(ElementID.next()) }
        let segments = items.enumerated().map { offset, title in
            RenderNode(
                id: segmentIDs[offset], .segment(title: title, index: offset),
                flags: offset == selectedSegmentIndex ? [.selected] : [])
        }
        return RenderNode(id: elementID, .segmented, flags: isEnabled ? [] : [.disabled], children: segments)
    }
}
