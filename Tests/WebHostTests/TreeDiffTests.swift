import Foundation
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
        new.children[1].text = "changed"
        let patches = TreeDiff.patches(from: old, to: new)
        #expect(patches == [.update(id: ElementID(rawValue: 2), changes: [.text("changed")])])
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
        new.children[0] = RenderNode(id: ElementID(rawValue: 1), kind: .button, text: "now a button")
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
        shortNew.children[0].text = "renamed"
        var longNew = long
        longNew.children[0].text = "renamed"
        #expect(TreeDiff.patches(from: short, to: shortNew) == TreeDiff.patches(from: long, to: longNew))
    }

    // MARK: Helpers

    static func tree(_ rowIDs: [Int]) -> RenderNode {
        RenderNode(
            id: ElementID(rawValue: 100_000), kind: .table,
            children: rowIDs.map { RenderNode(id: ElementID(rawValue: $0), kind: .row, text: "Row \($0)") })
    }

    static func expectApplies(
        _ patches: [RenderPatch], _ old: RenderNode, _ new: RenderNode,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        var tree = old
        for patch in patches { try tree.apply(patch) }
        #expect(tree == new, sourceLocation: sourceLocation)
    }

    static let kinds: [RenderNode.Kind] = [.view, .stack, .label, .button, .row, .table, .textField]
    static let flags: [RenderNode.Flag] = [.selected, .disabled, .offscreen, .focused]

    static func randomNode(ids: inout IDSource, using generator: inout SeededGenerator) -> RenderNode {
        var node = RenderNode(
            id: ids.next(), kind: kinds.randomElement(using: &generator) ?? .view,
            text: Bool.random(using: &generator) ? "t\(Int.random(in: 0..<5, using: &generator))" : nil)
        if Bool.random(using: &generator) { node.value = Double(Int.random(in: 0..<3, using: &generator)) }
        if Bool.random(using: &generator), let flag = flags.randomElement(using: &generator) { node.insert(flag) }
        return node
    }

    static func randomTree(depth: Int, ids: inout IDSource, using generator: inout SeededGenerator) -> RenderNode {
        var node = randomNode(ids: &ids, using: &generator)
        guard depth > 0 else { return node }
        let count = Int.random(in: 0..<6, using: &generator)
        node.children = (0..<count).map { _ in randomTree(depth: depth - 1, ids: &ids, using: &generator) }
        return node
    }

    /// Inserts, deletes, moves and changes nodes at every level.
    static func mutate(_ tree: RenderNode, ids: inout IDSource, using generator: inout SeededGenerator) -> RenderNode {
        var node = tree
        switch Int.random(in: 0..<6, using: &generator) {
        case 0: node.text = "changed\(Int.random(in: 0..<3, using: &generator))"
        case 1: node.flags = Bool.random(using: &generator) ? [] : [.selected]
        case 2: node.value = nil
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

/// A small deterministic generator (SplitMix64), so failures reproduce from their seed.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64
    init(seed: UInt64) { state = seed &+ 0x9E37_79B9_7F4A_7C15 }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
