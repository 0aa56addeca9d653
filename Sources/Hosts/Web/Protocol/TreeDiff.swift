import Services
import ViewKit

/// Computes the patches that turn one render tree into another, matching children by identity.
///
/// Children lists are compared with the identity-keyed ``ListChangeset`` diff: a child present in both
/// trees is compared property by property and recursively; only removed, inserted and moved children are
/// listed in a ``RenderPatch/children(id:removed:placed:)`` patch.
///
/// A list whose children were made again keeps its elements: when each child is either the same element
/// or, at the same place, a new element of the same kind (an app that builds a new screen for the next item
/// shown, as the books' detail screens do), each new child takes over the old one's element with a
/// ``RenderPatch/reuse(id:newID:changes:)`` patch and is compared with it like a survivor. The tab then
/// changes the few properties that differ instead of dropping one subtree and building another. An element
/// is only reused when neither identity is anywhere else in the other tree, so a view that moved elsewhere
/// is never taken for a new one.
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
///   that change their relative order, and O(*n* log *n*) once in a render that made a list's children again
///   (both trees' identities, sorted). A virtualised table contributes only its kept rows, so the work follows
///   what is on screen, not the length of the list behind it.
public enum TreeDiff {
    /// The patches that turn `old` into `new`; empty when they are equal.
    ///
    /// With render trees, the patches are those between the wire trees ``WireTree`` makes of them, but only
    /// the nodes whose content changed are written out as wire properties.
    public static func patches<Node: PatchableNode>(from old: Node, to new: Node) -> [RenderPatch] {
        var reuse = Reuse(old: old, new: new)
        // NB: the root is the window, which keeps its identity. Were it another, a tab told to replace it
        // would find no element to replace; so it is reused when it can be.
        if old.id != new.id, !reuse.isAllowed(old, new) { return [.replace(new.wireNode)] }
        var patches: [RenderPatch] = []
        diff(old, new, reuse: &reuse, into: &patches)
        return patches
    }

    /// Appends the patches that turn `old` into `new`, which have the same identity, or different ones that
    /// `reuse` allows (the patches then start with the reuse).
    private static func diff<Node: PatchableNode>(
        _ old: Node, _ new: Node, reuse: inout Reuse<Node>, into patches: inout [RenderPatch]
    ) {
        guard old.kind == new.kind else {
            patches.append(.replace(new.wireNode))
            return
        }
        if old.id != new.id {
            let changes =
                new.propertiesMayDiffer(from: old)
                ? PropertyChange.changes(from: old.wireProperties, to: new.wireProperties) : []
            patches.append(.reuse(id: old.id, newID: new.id, changes: changes))
        } else if new.propertiesMayDiffer(from: old) {
            let changes = PropertyChange.changes(from: old.wireProperties, to: new.wireProperties)
            if !changes.isEmpty { patches.append(.update(id: new.id, changes: changes)) }
        }
        let oldChildren = old.wireChildren
        let newChildren = new.wireChildren
        // NB: each child is diffed without comparing it whole first: `==` on a subtree that changed walks
        // it down to the change, and the diff walks it again, so every node above a change was compared
        // once per level above it. Diffing directly visits each node once; an unchanged subtree costs what
        // its `==` would.
        // NB: a child that is still in the list, elsewhere (a row that moved up when the one above went),
        // answers before the trees' identities are gathered.
        if oldChildren.count == newChildren.count,
            oldChildren.indices.allSatisfy({ index in
                let old = oldChildren[index]
                let new = newChildren[index]
                return old.id == new.id
                    || (!newChildren.contains { $0.id == old.id } && !oldChildren.contains { $0.id == new.id }
                        && reuse.isAllowed(old, new))
            })
        {
            // NB: by index, not over `zip`, whose pairs copy each child (a retain of each of its fields).
            for index in oldChildren.indices {
                diff(oldChildren[index], newChildren[index], reuse: &reuse, into: &patches)
            }
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
            if let oldChild = oldByID[child.id] { diff(oldChild, child, reuse: &reuse, into: &patches) }
        }
    }
}

/// Which old elements new ones may take over: the identities each tree holds, gathered the first time a
/// list asks (most renders change no list that way, and never ask).
private struct Reuse<Node: PatchableNode> {
    private let oldRoot: Node
    private let newRoot: Node
    /// Each tree's identities, sorted: a render's few hundred are sorted faster than hashed into a set.
    private var identities: (old: [ElementID], new: [ElementID])?

    init(old: Node, new: Node) {
        oldRoot = old
        newRoot = new
    }

    /// Whether `new` may take over the element of `old`: the same kind, and neither identity in the other
    /// tree (so `old`'s element is not still needed, nor `new`'s already drawn, somewhere else).
    mutating func isAllowed(_ old: Node, _ new: Node) -> Bool {
        guard old.kind == new.kind else { return false }
        let identities = self.identities ?? (Self.identities(in: oldRoot), Self.identities(in: newRoot))
        self.identities = identities
        return !identities.new.sortedContains(old.id) && !identities.old.sortedContains(new.id)
    }

    private static func identities(in root: Node) -> [ElementID] {
        var identities: [ElementID] = []
        collect(root, into: &identities)
        identities.sort()
        return identities
    }

    private static func collect(_ node: Node, into identities: inout [ElementID]) {
        identities.append(node.id)
        let children = node.wireChildren
        // NB: by index, so each child is read in place rather than copied.
        for index in children.indices { collect(children[index], into: &identities) }
    }
}
