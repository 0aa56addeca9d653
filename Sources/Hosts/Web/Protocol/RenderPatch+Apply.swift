import ViewKit

extension WireNode {
    /// Applies `patch` to this tree, as a tab does: the reference semantics of the patch format.
    ///
    /// - Throws: ``PatchError`` when the patch names an element or child that is not in the tree, places a
    ///   child outside the list, or gives an element an identity the tree already holds; the tree is then
    ///   left partly patched.
    public mutating func apply(_ patch: RenderPatch) throws(PatchError) {
        let found: Bool
        switch patch {
        case .update(let id, let changes):
            found = modify(id) { node in
                for change in changes { node.properties[change.name] = change.value }
            }
        case .replace(let replacement):
            found = modify(replacement.id) { node in node = replacement }
        case .reuse(let id, let newID, let changes):
            guard !contains(newID) else { throw PatchError("element \(newID) is already in the tree") }
            found = modify(id) { node in
                node.id = newID
                for change in changes { node.properties[change.name] = change.value }
            }
        case .children(let id, let removed, let placed):
            var failure: PatchError?
            found = modify(id) { node in
                failure = Self.applyChildren(to: &node, removed: removed, placed: placed)
            }
            if let failure { throw failure }
        }
        guard found else { throw PatchError("no element \(patch.id) in the tree") }
    }

    private static func applyChildren(
        to node: inout WireNode, removed: [ElementID], placed: [Placement]
    ) -> PatchError? {
        var detached: [ElementID: WireNode] = [:]
        let moving = Set(placed.filter { $0.node == nil }.map(\.id))
        let removing = Set(removed)
        for child in node.children where moving.contains(child.id) { detached[child.id] = child }
        let before = node.children.count
        node.children.removeAll { removing.contains($0.id) || moving.contains($0.id) }
        guard before - node.children.count == removing.count + moving.count else {
            return PatchError("a removed or moved child of \(node.id) is not among its children")
        }
        for placement in placed {
            guard let child = placement.node ?? detached[placement.id] else {
                return PatchError("the moved child \(placement.id) of \(node.id) was not found")
            }
            guard (0...node.children.count).contains(placement.index) else {
                return PatchError("child index \(placement.index) of \(node.id) is out of range")
            }
            node.children.insert(child, at: placement.index)
        }
        return nil
    }

    /// Whether the tree holds an element with identity `id`.
    private func contains(_ id: ElementID) -> Bool {
        self.id == id || children.contains { $0.contains(id) }
    }

    /// Calls `body` on the node with identity `id`; false when there is none.
    private mutating func modify(_ id: ElementID, _ body: (inout WireNode) -> Void) -> Bool {
        if self.id == id {
            body(&self)
            return true
        }
        for index in children.indices where children[index].modify(id, body) { return true }
        return false
    }
}
