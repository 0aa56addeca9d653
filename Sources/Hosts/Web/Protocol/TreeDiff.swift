import Services
import ViewKit

/// Computes the patches that turn one render tree into another, matching children by identity.
///
/// Children lists are compared with the identity-keyed ``ListChangeset`` diff: a child present in both
/// trees is compared property by property and recursively; only removed, inserted and moved children are
/// listed in a ``RenderPatch/children(id:removed:placed:)`` patch.
///
/// ```swift
/// let patches = TreeDiff.patches(from: lastSent, to: WireTree.make(from: window.renderTree()))
/// var tree = lastSent
/// for patch in patches { try tree.apply(patch) }   // tree == the new tree
/// ```
///
/// A session compares render trees instead (``PatchableNode``): the same patches, without making or
/// keeping a wire tree of the whole window.
///
/// - Complexity: O(*n*) expected for trees of *n* nodes, plus the diff's O(*k* log *k*) for *k* children
///   that change their relative order. A virtualised table contributes only its kept rows, so the work
///   follows what is on screen, not the length of the list behind it.
public enum TreeDiff {
    /// The patches that turn `old` into `new`; empty when they are equal.
    ///
    /// With render trees, the patches are those between the wire trees ``WireTree`` makes of them, but only
    /// the nodes whose content changed are written out as wire properties.
    public static func patches<Node: PatchableNode>(from old: Node, to new: Node) -> [RenderPatch] {
        var patches: [RenderPatch] = []
        diff(old, new, into: &patches)
        return patches
    }

    private static func diff<Node: PatchableNode>(_ old: Node, _ new: Node, into patches: inout [RenderPatch]) {
        guard old.id == new.id, old.kind == new.kind else {
            patches.append(.replace(new.wireNode))
            return
        }
        if new.propertiesMayDiffer(from: old) {
            let changes = PropertyChange.changes(from: old.wireProperties, to: new.wireProperties)
            if !changes.isEmpty { patches.append(.update(id: new.id, changes: changes)) }
        }
        let oldChildren = old.wireChildren
        let newChildren = new.wireChildren
        // NB: each child is diffed without comparing it whole first: `==` on a subtree that changed walks
        // it down to the change, and the diff walks it again, so every node above a change was compared
        // once per level above it. Diffing directly visits each node once; an unchanged subtree costs what
        // its `==` would.
        if oldChildren.count == newChildren.count,
            oldChildren.indices.allSatisfy({ oldChildren[$0].id == newChildren[$0].id })
        {
            // NB: by index, not over `zip`, whose pairs copy each child (a retain of each of its fields).
            for index in oldChildren.indices { diff(oldChildren[index], newChildren[index], into: &patches) }
            return
        }
        let changeset: ListChangeset
        do {
            changeset = try ListChangeset(from: oldChildren, to: newChildren, id: \.id) { _, _ in true }
        } catch {
            // NB: identities are unique within a render; a duplicate would be a ViewKit bug. Replacing the
            // node keeps the tab correct whatever happened.
            patches.append(.replace(new.wireNode))
            return
        }
        let removed = changeset.deletions.reversed().map { oldChildren[$0].id }
        var placements: [Int: Placement] = [:]
        for index in changeset.insertions {
            let child = newChildren[index]
            placements[index] = Placement(index: index, id: child.id, node: child.wireNode)
        }
        for move in changeset.moves {
            placements[move.to] = Placement(index: move.to, id: newChildren[move.to].id, node: nil)
        }
        let placed = placements.keys.sorted().compactMap { placements[$0] }
        patches.append(.children(id: new.id, removed: removed, placed: placed))
        // Survivors (moved or not) may have changed inside.
        var oldByID: [ElementID: Node] = [:]
        for child in oldChildren { oldByID[child.id] = child }
        for child in newChildren {
            if let oldChild = oldByID[child.id] { diff(oldChild, child, into: &patches) }
        }
    }
}
