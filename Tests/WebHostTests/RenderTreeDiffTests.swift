import Foundation
import Testing
import ViewKit
import WebHost

/// A session diffs render trees (``PatchableNode``) instead of wire trees: the patches must be the ones the
/// wire trees give, and must turn the tab's tree into the new wire tree.
@MainActor
@Suite struct RenderTreeDiffTests {
    @Test func renderTreesGiveTheSamePatchesAsTheirWireTrees() throws {
        let (host, delegate, _) = try SharedListApp.host(count: 300)
        let tab = TestTab()
        host.receive(TestTab.hello(width: 1024), from: tab.connection)
        try tab.process()
        let window = try #require(host.session(for: tab.connection)?.window)
        var old = window.renderTree(includeHidden: true)
        let table = try #require(old.first { $0.kind == .table }).id
        // NB: the scrolls move the table's kept rows, and so its wire `rowsTop`, which its render node does
        // not hold as content.
        let changes: [@MainActor () throws -> Void] = [
            { delegate.list.insert("New", at: 0) }, { delegate.list.rename(at: 3, to: "Renamed") },
            { delegate.list.remove(at: 1) }, { delegate.list.insert("Last", at: 29) },
            { try window.perform(.scroll(4_000), on: table) }, { delegate.list.insert("Above", at: 2) },
            { delegate.list.rename(at: 100, to: "Seen") }, { try window.perform(.scroll(0), on: table) },
        ]
        for change in changes {
            try change()
            let new = window.renderTree(includeHidden: true)
            let fromRenders = TreeDiff.patches(from: old, to: new)
            let oldWire = WireTree.make(from: old)
            let newWire = WireTree.make(from: new)
            #expect(!fromRenders.isEmpty)
            #expect(fromRenders == TreeDiff.patches(from: oldWire, to: newWire))
            var applied = oldWire
            for patch in fromRenders { try applied.apply(patch) }
            #expect(applied == newWire)
            old = new
        }
        #expect(TreeDiff.patches(from: old, to: window.renderTree(includeHidden: true)).isEmpty)
    }
}
