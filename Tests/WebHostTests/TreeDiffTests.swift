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
        if !children.isEmpty, Int.random(in: 0..<8, using: &generator) == 0 {
            // Same identity, other kind.
            let index = Int.random(in: 0..<children.count, using: &generator)
            children[index].kind = children[index].kind == .label ? .button : .label
        }
        node.children = children
        return node
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
