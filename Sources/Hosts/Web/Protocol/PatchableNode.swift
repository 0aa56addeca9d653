public import ViewKit

/// A tree ``TreeDiff`` computes patches over: the wire tree a tab holds, or a render tree read as the wire
/// tree ``WireTree`` makes of it, without making it.
///
/// The render form lets a session keep only its last render (which it needs anyway to find the element a
/// tab's event names) and compare it with the next one: the properties of a node are written out only where
/// its content changed, and no wire tree of the whole window is built or kept per tab.
public protocol PatchableNode: Equatable {
    /// The element's identity.
    var id: ElementID { get }
    /// The element's kind.
    var kind: RenderNode.Kind { get }
    /// The children a tab holds, in order.
    var wireChildren: [Self] { get }
    /// The node's wire properties (see ``WireNode/properties``).
    var wireProperties: [String: WireValue] { get }
    /// The node as a tab receives it, children included.
    var wireNode: WireNode { get }
    /// Whether the wire properties of `self` and `other` may differ: false only when they are equal.
    func propertiesMayDiffer(from other: Self) -> Bool
}

extension WireNode: PatchableNode {
    public var wireChildren: [WireNode] { children }
    public var wireProperties: [String: WireValue] { properties }
    public var wireNode: WireNode { self }
    public func propertiesMayDiffer(from other: WireNode) -> Bool { properties != other.properties }
}

extension RenderNode: PatchableNode {
    /// The children that are not hidden: the wire tree leaves hidden views out.
    public var wireChildren: [RenderNode] {
        children.contains { $0.has(.hidden) } ? children.filter { !$0.has(.hidden) } : children
    }

    public var wireProperties: [String: WireValue] { WireTree.properties(of: self) }

    public var wireNode: WireNode { WireTree.make(from: self) }

    public func propertiesMayDiffer(from other: RenderNode) -> Bool {
        // NB: a table's `rowsTop` comes from its first row, not from its own content.
        content != other.content || identifier != other.identifier || label != other.label || flags != other.flags
            || (kind == .table && WireTree.rowsTop(of: self) != WireTree.rowsTop(of: other))
    }
}
