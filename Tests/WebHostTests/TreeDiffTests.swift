import Foundation
import TestSupport
import Testing
import ViewKit
import WebHost

/// Patch generation against its oracle: applying the patches to the old tree gives the new tree.
@Suite struct TreeDiffTests {
    @Test func equalTreesNeedNoPatches() {
        let tree = Self.tree([1, 2, 3])
        #expect(TreeDiff.patches(from: tree, to: tree).isEmpty)
    }

    @Test func aChangedRowIsOneUpdateOfThatRow() throws {
        let old = Self.tree([1, 2, 3])
        var new = old
        new.children[1].properties["text"] = .string("changed")
        let patches = TreeDiff.patches(from: old, to: new)
        #expect(patches == [.update(id: ElementID(rawValue: 2), changes: [PropertyChange("text", .string("changed"))])])
        try Self.expectApplies(patches, old, new)
    }

    @Test func anInsertedRowIsOnePlacementWithItsSubtree() throws {
        let old = Self.tree([1, 2, 3])
        let new = Self.tree([1, 9, 2, 3])
        let patches = TreeDiff.patches(from: old, to: new)
        #expect(patches.count == 1)
        guard case .children(_, let removed, let placed) = patches.first else {
            Issue.record("expected a children patch, got \(patches)")
            return
        }
        #expect(removed.isEmpty)
        #expect(placed.map(\.index) == [1])
        #expect(placed.first?.node?.id == ElementID(rawValue: 9))
        try Self.expectApplies(patches, old, new)
    }

    @Test func aMovedRowIsPlacedWithoutItsSubtree() throws {
        let old = Self.tree([1, 2, 3, 4])
        let new = Self.tree([4, 1, 2, 3])
        let patches = TreeDiff.patches(from: old, to: new)
        guard case .children(_, _, let placed) = patches.first else {
            Issue.record("expected a children patch, got \(patches)")
            return
        }
        #expect(placed == [Placement(index: 0, id: ElementID(rawValue: 4), node: nil)])
        try Self.expectApplies(patches, old, new)
    }

    @Test func aChangedKindReplacesTheNode() throws {
        let old = Self.tree([1, 2])
        var new = old
        new.children[0] = WireNode(
            id: ElementID(rawValue: 1), kind: .button, properties: ["title": .string("now a button")])
        let patches = TreeDiff.patches(from: old, to: new)
        #expect(patches == [.replace(new.children[0])])
        try Self.expectApplies(patches, old, new)
    }

    @Test func aScreenMadeAgainReusesTheTabsElementsAndSendsWhatDiffers() throws {
        var ids = IDSource()
        let old = Self.window(detail: Self.player(named: "Kickoff", ids: &ids), ids: &ids)
        var new = old
        new.children[0].children = [Self.player(named: "Action Items", ids: &ids)]
        let patches = TreeDiff.patches(from: old, to: new)
        let oldPlayer = try #require(old.children.first?.children.first)
        let newPlayer = try #require(new.children.first?.children.first)
        // Every node of the player is reused, parents before their children; only the names differ.
        #expect(patches.map(\.id) == Self.preorder(oldPlayer).map(\.id))
        var changed: [ElementID: [PropertyChange]] = [:]
        for patch in patches {
            guard case .reuse(_, let newID, let changes) = patch else {
                Issue.record("expected only reuse patches, got \(patch)")
                return
            }
            if !changes.isEmpty { changed[newID] = changes }
        }
        #expect(Set(changed.keys) == [newPlayer.id, newPlayer.children[0].id])
        #expect(changed[newPlayer.children[0].id] == [PropertyChange("text", .string("Action Items"))])
        try Self.expectApplies(patches, old, new)
    }

    @Test func aViewThatMovedElsewhereIsNotTakenForANewOne() throws {
        let label = WireNode(id: ElementID(rawValue: 5), kind: .label, properties: ["text": .string("moved")])
        let fresh = WireNode(id: ElementID(rawValue: 9), kind: .label, properties: ["text": .string("new")])
        let old = WireNode(
            id: ElementID(rawValue: 1), kind: .view,
            children: [
                WireNode(id: ElementID(rawValue: 2), kind: .stack, children: [label]),
                WireNode(id: ElementID(rawValue: 3), kind: .stack),
            ])
        var new = old
        new.children[0].children = [fresh]
        new.children[1].children = [label]
        let patches = TreeDiff.patches(from: old, to: new)
        #expect(!patches.contains { if case .reuse = $0 { true } else { false } })
        try Self.expectApplies(patches, old, new)
        // The other way round: the old element of the place is still in the new tree.
        let back = TreeDiff.patches(from: new, to: old)
        #expect(!back.contains { if case .reuse = $0 { true } else { false } })
        try Self.expectApplies(back, new, old)
    }

    @Test func aNewChildOfAnotherKindIsPlacedNotReused() throws {
        let old = Self.tree([1, 2])
        var new = old
        new.children[1] = WireNode(id: ElementID(rawValue: 3), kind: .button, properties: ["title": .string("b")])
        let patches = TreeDiff.patches(from: old, to: new)
        #expect(patches.count == 1)
        guard case .children(_, let removed, let placed) = patches.first else {
            Issue.record("expected a children patch, got \(patches)")
            return
        }
        #expect(removed == [ElementID(rawValue: 2)])
        #expect(placed.map(\.id) == [ElementID(rawValue: 3)])
        try Self.expectApplies(patches, old, new)
    }

    @Test func aReuseAsAnIdentityTheTreeHoldsIsRefused() {
        var tree = Self.tree([1, 2])
        #expect(throws: PatchError.self) {
            try tree.apply(.reuse(id: ElementID(rawValue: 1), newID: ElementID(rawValue: 2), changes: []))
        }
    }

    @Test(arguments: 0..<200)
    func randomTreesPatchIntoEachOther(seed: Int) throws {
        var generator = SeededGenerator(seed: UInt64(seed))
        var ids = IDSource()
        let old = Self.randomTree(depth: 3, ids: &ids, using: &generator)
        let new = Self.mutate(old, ids: &ids, using: &generator)
        let patches = TreeDiff.patches(from: old, to: new)
        try Self.expectApplies(patches, old, new)
        // The wire format carries the same patches.
        let data = try JSONEncoder().encode(patches)
        let decoded = try JSONDecoder().decode([RenderPatch].self, from: data)
        try Self.expectApplies(decoded, old, new)
    }

    @Test func patchesForOneRowDoNotGrowWithTheList() {
        let short = Self.tree(Array(1...10))
        let long = Self.tree(Array(1...10_000))
        var shortNew = short
        shortNew.children[0].properties["text"] = .string("renamed")
        var longNew = long
        longNew.children[0].properties["text"] = .string("renamed")
        #expect(TreeDiff.patches(from: short, to: shortNew) == TreeDiff.patches(from: long, to: longNew))
    }

    // MARK: Helpers

    /// A window whose split view shows `detail` in its secondary pane, as a Recordings player.
    static func window(detail: WireNode, ids: inout IDSource) -> WireNode {
        WireNode(
            id: ids.next(), kind: .window,
            children: [
                WireNode(id: ids.next(), kind: .pane, properties: ["role": .string("secondary")], children: [detail])
            ])
    }

    /// A player screen for the recording `name`, with fresh identities throughout, as an app makes one.
    static func player(named name: String, ids: inout IDSource) -> WireNode {
        WireNode(
            id: ids.next(), kind: .navigation, properties: ["title": .string(name)],
            children: [
                WireNode(id: ids.next(), kind: .textField, properties: ["text": .string(name)]),
                WireNode(
                    id: ids.next(), kind: .stack,
                    children: [
                        WireNode(id: ids.next(), kind: .label, properties: ["text": .string("0:00")]),
                        WireNode(id: ids.next(), kind: .button, properties: ["title": .string("Play")]),
                    ]),
            ])
    }

    /// `node` and its descendants, parents before children.
    static func preorder(_ node: WireNode) -> [WireNode] {
        [node] + node.children.flatMap(preorder)
    }

    static func tree(_ rowIDs: [Int]) -> WireNode {
        WireNode(
            id: ElementID(rawValue: 100_000), kind: .table,
            children: rowIDs.map {
                WireNode(id: ElementID(rawValue: $0), kind: .row, properties: ["text": .string("Row \($0)")])
            })
    }

    @Test func aClearedPropertyIsSentAsNull() throws {
        let old = Self.tree([1])
        var new = old
        new.children[0].properties["detailText"] = .string("detail")
        var cleared = new
        cleared.children[0].properties["detailText"] = nil
        let patches = TreeDiff.patches(from: new, to: cleared)
        #expect(patches == [.update(id: ElementID(rawValue: 1), changes: [PropertyChange("detailText", nil)])])
        let json = String(decoding: try JSONEncoder().encode(patches), as: UTF8.self)
        #expect(json.contains(#""detailText":null"#))
        try Self.expectApplies(patches, new, cleared)
    }

    static func expectApplies(
        _ patches: [RenderPatch], _ old: WireNode, _ new: WireNode,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        var tree = old
        for patch in patches { try tree.apply(patch) }
        #expect(tree == new, sourceLocation: sourceLocation)
    }

    static let kinds: [RenderNode.Kind] = [.view, .stack, .label, .button, .row, .table, .textField]
    static let flags = ["selected", "disabled", "offscreen", "focused"]

    static func randomNode(ids: inout IDSource, using generator: inout SeededGenerator) -> WireNode {
        var node = WireNode(id: ids.next(), kind: kinds.randomElement(using: &generator) ?? .view)
        if Bool.random(using: &generator) {
            node.properties["text"] = .string("t\(Int.random(in: 0..<5, using: &generator))")
        }
        if Bool.random(using: &generator) {
            node.properties["value"] = .number(Double(Int.random(in: 0..<3, using: &generator)))
        }
        if Bool.random(using: &generator), let flag = flags.randomElement(using: &generator) {
            node.properties["flags"] = .array([.string(flag)])
        }
        return node
    }

    static func randomTree(depth: Int, ids: inout IDSource, using generator: inout SeededGenerator) -> WireNode {
        var node = randomNode(ids: &ids, using: &generator)
        guard depth > 0 else { return node }
        let count = Int.random(in: 0..<6, using: &generator)
        node.children = (0..<count).map { _ in randomTree(depth: depth - 1, ids: &ids, using: &generator) }
        return node
    }

    /// Inserts, deletes, moves and changes nodes at every level.
    static func mutate(_ tree: WireNode, ids: inout IDSource, using generator: inout SeededGenerator) -> WireNode {
        var node = tree
        switch Int.random(in: 0..<6, using: &generator) {
        case 0: node.properties["text"] = .string("changed\(Int.random(in: 0..<3, using: &generator))")
        case 1: node.properties["flags"] = Bool.random(using: &generator) ? nil : .array([.string("selected")])
        case 2: node.properties["value"] = nil
        default: break
        }
        var children = node.children.map { child in
            Bool.random(using: &generator) ? mutate(child, ids: &ids, using: &generator) : child
        }
        if !children.isEmpty, Bool.random(using: &generator) {
            children.remove(at: Int.random(in: 0..<children.count, using: &generator))
        }
        if Bool.random(using: &generator) {
            let index = Int.random(in: 0...children.count, using: &generator)
            children.insert(randomTree(depth: 1, ids: &ids, using: &generator), at: index)
        }
        if children.count > 1, Bool.random(using: &generator) {
            let moved = children.remove(at: Int.random(in: 0..<children.count, using: &generator))
            children.insert(moved, at: Int.random(in: 0...children.count, using: &generator))
        }
        if !children.isEmpty, Int.random(in: 0..<6, using: &generator) == 0 {
            // The same child made again: the same shape and content, new identities.
            let index = Int.random(in: 0..<children.count, using: &generator)
            children[index] = remade(children[index], ids: &ids)
        }
        if children.count > 1, Int.random(in: 0..<6, using: &generator) == 0 {
            // A child moves into its neighbour and a new one of its kind takes its place.
            let index = Int.random(in: 0..<(children.count - 1), using: &generator)
            let moved = children[index]
            children[index + 1].children.append(moved)
            children[index] = WireNode(id: ids.next(), kind: moved.kind)
        }
        if !children.isEmpty, Int.random(in: 0..<8, using: &generator) == 0 {
            // Same identity, other kind.
            let index = Int.random(in: 0..<children.count, using: &generator)
            children[index].kind = children[index].kind == .label ? .button : .label
        }
        node.children = children
        return node
    }
}

extension TreeDiffTests {
    /// `node` with a new identity for it and every descendant.
    static func remade(_ node: WireNode, ids: inout IDSource) -> WireNode {
        var copy = node
        copy.id = ids.next()
        copy.children = node.children.map { remade($0, ids: &ids) }
        return copy
    }
}

/// Unique identities for generated trees.
struct IDSource {
    private var counter = 0
    mutating func next() -> ElementID {
        counter += 1
        return ElementID(rawValue: counter)
    }
}
