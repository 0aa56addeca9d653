public import ViewKit

/// One change to the tree a tab holds, addressed by element identity: what the web host sends a tab after
/// a turn of the run loop.
///
/// A list of patches turns the tree a tab last received into the window's current tree when applied in
/// order (see ``WireNode/apply(_:)``). Patches name elements by ``ElementID`` only, so their size follows
/// what changed, never the length of a list.
public enum RenderPatch: Equatable, Sendable {
    /// Sets the listed properties of the element; its children are untouched.
    case update(id: ElementID, changes: [PropertyChange])
    /// Changes the element's child list: first removes the children named in `removed` and the children
    /// that `placed` moves, then inserts each placement at its index, in order (indices are final positions,
    /// ascending).
    case children(id: ElementID, removed: [ElementID], placed: [Placement])
    /// Replaces the element with the same identity as `node`, subtree and all.
    case replace(WireNode)
    /// Gives the element `id` the identity `newID` and sets the listed properties: the tab keeps the element
    /// it drew, in its place and with its children, as the new element of the same kind that took the old
    /// one's place (a screen the app made again, say). What the tab keeps for a person's action on the old
    /// element (a focus, a swiped row, text not yet confirmed) does not carry over. Patches that follow name
    /// the element by `newID`.
    case reuse(id: ElementID, newID: ElementID, changes: [PropertyChange])

    /// The element the patch addresses.
    public var id: ElementID {
        switch self {
        case .update(let id, _), .children(let id, _, _), .reuse(let id, _, _): id
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
    public var node: WireNode?

    /// Creates a placement.
    public init(index: Int, id: ElementID, node: WireNode?) {
        self.index = index
        self.id = id
        self.node = node
    }
}

/// One property of a node set by a ``RenderPatch/update(id:changes:)`` patch, by wire name; a nil value
/// clears it.
public struct PropertyChange: Equatable, Sendable {
    /// The property's wire name.
    public var name: String
    /// The new value; nil clears the property.
    public var value: WireValue?

    /// Creates a change.
    public init(_ name: String, _ value: WireValue?) {
        self.name = name
        self.value = value
    }

    /// The properties that differ between `old` and `new`, by name in ascending order.
    public static func changes(from old: WireNode, to new: WireNode) -> [PropertyChange] {
        changes(from: old.properties, to: new.properties)
    }

    /// The changes that turn the properties `old` into `new`, sorted by name.
    static func changes(from old: [String: WireValue], to new: [String: WireValue]) -> [PropertyChange] {
        var changes: [PropertyChange] = []
        for (name, value) in new where old[name] != value {
            changes.append(PropertyChange(name, value))
        }
        for name in old.keys where new[name] == nil {
            changes.append(PropertyChange(name, nil))
        }
        return changes.sorted { $0.name < $1.name }
    }
}
