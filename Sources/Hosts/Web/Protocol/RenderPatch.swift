public import ViewKit

/// One change to a render tree, addressed by element identity: what the web host sends a tab after a turn
/// of the run loop.
///
/// A list of patches turns the tree a tab last received into the window's current tree when applied in
/// order (see ``RenderNode/apply(_:)``). Patches name elements by ``ElementID`` only, so their size follows
/// what changed, never the length of a list.
public enum RenderPatch: Equatable, Sendable {
    /// Sets the listed properties of the element; its children are untouched.
    case update(id: ElementID, changes: [PropertyChange])
    /// Changes the element's child list: first removes the children named in `removed` and the children
    /// that `placed` moves, then inserts each placement at its index, in order (indices are final positions,
    /// ascending).
    case children(id: ElementID, removed: [ElementID], placed: [Placement])
    /// Replaces the element with the same identity as `node`, subtree and all.
    case replace(RenderNode)

    /// The element the patch addresses.
    public var id: ElementID {
        switch self {
        case .update(let id, _), .children(let id, _, _): id
        case .replace(let node): node.id
        }
    }
}

/// A child put at its final position by a ``RenderPatch/children(id:removed:placed:)`` patch: a new child
/// (with its subtree) or a child that moves (without one).
public struct Placement: Equatable, Sendable {
    /// The final index among the parent's children.
    public var index: Int
    /// The child's identity.
    public var id: ElementID
    /// The new child's subtree; nil for a child that moves.
    public var node: RenderNode?

    /// Creates a placement.
    public init(index: Int, id: ElementID, node: RenderNode?) {
        self.index = index
        self.id = id
        self.node = node
    }
}

/// One property of a node set by a ``RenderPatch/update(id:changes:)`` patch; nil clears it.
public enum PropertyChange: Equatable, Sendable {
    case text(String?)
    case detail(String?)
    case identifier(String?)
    case label(String?)
    case symbol(String?)
    case value(Double?)
    case minimum(Double?)
    case maximum(Double?)
    case isOn(Bool?)
    case index([Int]?)
    case flags([RenderNode.Flag])

    /// The property's key in the wire format (the same as ``RenderNode``'s coding keys).
    public var key: String {
        switch self {
        case .text: "text"
        case .detail: "detail"
        case .identifier: "identifier"
        case .label: "label"
        case .symbol: "symbol"
        case .value: "value"
        case .minimum: "minimum"
        case .maximum: "maximum"
        case .isOn: "isOn"
        case .index: "index"
        case .flags: "flags"
        }
    }

    /// Sets this property on `node`.
    public func apply(to node: inout RenderNode) {
        switch self {
        case .text(let value): node.text = value
        case .detail(let value): node.detail = value
        case .identifier(let value): node.identifier = value
        case .label(let value): node.label = value
        case .symbol(let value): node.symbol = value
        case .value(let value): node.value = value
        case .minimum(let value): node.minimum = value
        case .maximum(let value): node.maximum = value
        case .isOn(let value): node.isOn = value
        case .index(let value): node.index = value
        case .flags(let value): node.flags = value
        }
    }

    /// The properties that differ between `old` and `new`, in a fixed order.
    public static func changes(from old: RenderNode, to new: RenderNode) -> [PropertyChange] {
        var changes: [PropertyChange] = []
        if old.text != new.text { changes.append(.text(new.text)) }
        if old.detail != new.detail { changes.append(.detail(new.detail)) }
        if old.identifier != new.identifier { changes.append(.identifier(new.identifier)) }
        if old.label != new.label { changes.append(.label(new.label)) }
        if old.symbol != new.symbol { changes.append(.symbol(new.symbol)) }
        if old.value != new.value { changes.append(.value(new.value)) }
        if old.minimum != new.minimum { changes.append(.minimum(new.minimum)) }
        if old.maximum != new.maximum { changes.append(.maximum(new.maximum)) }
        if old.isOn != new.isOn { changes.append(.isOn(new.isOn)) }
        if old.index != new.index { changes.append(.index(new.index)) }
        if old.flags != new.flags { changes.append(.flags(new.flags)) }
        return changes
    }
}
