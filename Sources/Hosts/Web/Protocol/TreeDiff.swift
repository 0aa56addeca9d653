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
/// - Complexity: O(*n*) expected for trees of *n* nodes, plus the diff's O(*k* log *k*) for *k* children
///   that change their relative order. A virtualised table contributes only its kept rows, so the work
///   follows what is on screen, not the length of the list behind it.
public enum TreeDiff {
    /// The patches that turn `old` into `new`; empty when they are equal.
    public static func patches(from old: WireNode, to new: WireNode) -> [RenderPatch] {
        var patches: [RenderPatch] = []
        diff(old, new, into: &patches)
        return patches
    }

    private static func diff(_ old: WireNode, _ new: WireNode, into patches: inout [RenderPatch]) {
        guard old.id == new.id, old.kind == new.kind else {
            patches.append(.replace(new))
            return
        }
        let changes = PropertyChange.changes(from: old, to: new)
        if !changes.isEmpty { patches.append(.update(id: new.id, changes: changes)) }
        if old.children.count == new.children.count,
            zip(old.children, new.children).allSatisfy({ $0.id == $1.id })
        {
            for (oldChild, newChild) in zip(old.children, new.children) where oldChild != newChild {
                diff(oldChild, newChild, into: &patches)
            }
            return
        }
        let changeset: ListChangeset
        do {
            changeset = try ListChangeset(from: old.children, to: new.children, id: \.id) { _, _ in true }
        } catch {
            // NB: identities are unique within a render; a duplicate would be a ViewKit bug. Replacing the
            // node keeps the tab correct whatever happened.
            patches.append(.replace(new))
            return
        }
        let removed = changeset.deletions.reversed().map { old.children[$0].id }
        var placements: [Int: Placement] = [:]
        for index in changeset.insertions {
            let child = new.children[index]
            placements[index] = Placement(index: index, id: child.id, node: child)
        }
        for move in changeset.moves {
            placements[move.to] = Placement(index: move.to, id: new.children[move.to].id, node: nil)
        }
        let placed = placements.keys.sorted().compactMap { placements[$0] }
        patches.append(.children(id: new.id, removed: removed, placed: placed))
        // Survivors (moved or not) may have changed inside.
        var oldByID: [ElementID: WireNode] = [:]
        for child in old.children { oldByID[child.id] = child }
        for child in new.children {
            if let oldChild = oldByID[child.id], oldChild != child { diff(oldChild, child, into: &patches) }
        }
    }
}
