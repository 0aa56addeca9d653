/// Lays out its arranged subviews in a row or a column; the counterpart of `UIStackView`.
///
/// Arranged subviews are also subviews; removing an arranged view from its superview removes it from
/// the arrangement too. Hidden arranged views take no space (they are not rendered).
@MainActor
public final class StackView: View {
    /// The direction of the arrangement.
    public enum Axis: Sendable { case horizontal, vertical }

    /// The direction of the arrangement.
    public var axis: Axis
    /// The space between arranged views, in points.
    public var spacing: Double
    /// The arranged views, in order.
    public private(set) var arrangedSubviews: [View] = []

    /// Creates a stack of `views`.
    public init(axis: Axis = .vertical, spacing: Double = 8, arrangedSubviews views: [View] = []) {
        self.axis = axis
        self.spacing = spacing
        super.init()
        for view in views { addArrangedSubview(view) }
    }

    /// Appends `view` to the arrangement.
    public func addArrangedSubview(_ view: View) {
        insertArrangedSubview(view, at: arrangedSubviews.count)
    }

    /// Inserts `view` into the arrangement at `index` (clamped).
    public func insertArrangedSubview(_ view: View, at index: Int) {
        arrangedSubviews.removeAll { $0 === view }
        let position = min(max(index, 0), arrangedSubviews.count)
        arrangedSubviews.insert(view, at: position)
        addSubview(view)
    }

    /// Removes `view` from the arrangement and from the subviews.
    public func removeArrangedSubview(_ view: View) {
        arrangedSubviews.removeAll { $0 === view }
        view.removeFromSuperview()
    }

    override func didRemoveSubview(_ subview: View) {
        arrangedSubviews.removeAll { $0 === subview }
    }

    override func makeRenderNode(_ context: inout RenderContext) -> RenderNode {
        let others = subviews.filter { view in !arrangedSubviews.contains { $0 === view } }
        let ordered = arrangedSubviews + others
        return RenderNode(
            id: elementID, .stack(axis: axis, spacing: spacing), children: ordered.compactMap { $0.render(&context) })
    }
}
