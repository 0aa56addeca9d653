import Foundation
import Services
import Testing
import ViewKit
import WebHost

/// Sessions: welcome, events, patches, validation, reconnection, idle windows, shutdown.
@MainActor
@Suite struct SessionTests {
    @Test func helloGetsTheWholeVisibleTree() throws {
        let (host, _, _) = try SharedListApp.host()
        let tab = TestTab()
        host.receive(TestTab.hello(), from: tab.connection)
        try tab.process()
        #expect(tab.token?.count == 32)
        #expect(tab.rowTexts == ["Item 1", "Item 2", "Item 3", "Item 4", "Item 5"])
        #expect(tab.node { $0.kind == .navigationBar }?.string("title") == "Shared")
    }

    @Test func anEventSendsPatchesThatRebuildTheServersTree() throws {
        let (host, _, _) = try SharedListApp.host()
        let tab = TestTab()
        host.receive(TestTab.hello(), from: tab.connection)
        try tab.process()
        let add = try #require(tab.node { $0.kind == .barButton })
        host.receive(TestTab.event(add.id, "tap"), from: tab.connection)
        let messages = try tab.process()
        #expect(messages.map(\.type) == ["patch"])
        #expect(tab.rowTexts.first == "New")
        let session = try #require(host.session(for: tab.connection))
        #expect(tab.tree == WireTree.make(from: session.window.renderTree()))
    }

    @Test func twoTabsStayInSync() throws {
        let (host, _, _) = try SharedListApp.host()
        let first = TestTab()
        let second = TestTab()
        host.receive(TestTab.hello(), from: first.connection)
        host.receive(TestTab.hello(width: 1024), from: second.connection)
        try first.process()
        try second.process()
        let row = try #require(first.node { $0.kind == .row && $0.string("text") == "Item 2" })
        host.receive(TestTab.event(row.id, "delete"), from: first.connection)
        try first.process()
        try second.process()
        #expect(first.rowTexts == ["Item 1", "Item 3", "Item 4", "Item 5"])
        #expect(second.rowTexts == first.rowTexts)
    }

    @Test func refusedMessagesAnswerOnlyTheSenderAndChangeNothing() throws {
        let (host, delegate, _) = try SharedListApp.host()
        let tab = TestTab()
        let other = TestTab()
        host.receive(TestTab.hello(), from: tab.connection)
        host.receive(TestTab.hello(), from: other.connection)
        try tab.process()
        try other.process()
        let before = tab.tree
        for hostile in [
            "garbage", #"{"type":"event","id":999999,"action":"tap"}"#, #"{"type":"event","id":"x","action":"tap"}"#,
            #"{"type":"hello","token":null,"width":1,"height":1}"#,
        ] {
            host.receive(hostile, from: tab.connection)
        }
        let row = try #require(tab.node { $0.kind == .row })
        host.receive(TestTab.event(row.id, "type", extra: #""text":"x""#), from: tab.connection)
        try tab.process()
        try other.process()
        #expect(tab.errors.count == 5)
        #expect(other.errors.isEmpty)
        #expect(tab.tree == before)
        #expect(delegate.list.items.count == 5)
    }

    @Test func aScreenMadeAgainReachesTheTabAsItsOldElementsReusedAndEventsReachTheNewOne() throws {
        let (host, _, _) = try SharedListApp.host()
        let tab = TestTab()
        host.receive(TestTab.hello(), from: tab.connection)
        try tab.process()
        let session = try #require(host.session(for: tab.connection))
        let navigation = try #require(session.window.rootViewController as? NavigationController)
        let first = ControlsViewController()
        navigation.setViewControllers([first], animated: false)
        host.flushAll()
        try tab.process()
        let oldField = try #require(tab.node { $0.kind == .textField })
        host.receive(TestTab.event(oldField.id, "type", extra: #""text":"draft""#), from: tab.connection)
        try tab.process()
        let second = ControlsViewController()
        navigation.setViewControllers([second], animated: false)
        host.flushAll()
        let patches = try tab.process().compactMap(\.patches).flatMap { $0 }
        // The new screen takes over the old one's elements: no subtree is sent, only what differs.
        #expect(patches.contains { if case .reuse = $0 { true } else { false } })
        #expect(!patches.contains { if case .children = $0 { true } else { false } })
        #expect(!patches.contains { if case .replace = $0 { true } else { false } })
        #expect(tab.tree == WireTree.make(from: session.window.renderTree()))
        let newField = try #require(tab.node { $0.kind == .textField })
        #expect(newField.id == second.field.elementID)
        #expect(newField.string("text") == "")
        host.receive(TestTab.event(newField.id, "type", extra: #""text":"kept""#), from: tab.connection)
        try tab.process()
        #expect(tab.errors.isEmpty)
        #expect(second.field.text == "kept")
        #expect(first.field.text == "draft")
    }

    @Test func eventsForDisabledHiddenOrCoveredElementsAreRefused() throws {
        let (host, _, _) = try SharedListApp.host()
        let tab = TestTab()
        host.receive(TestTab.hello(), from: tab.connection)
        try tab.process()
        let session = try #require(host.session(for: tab.connection))
        let controls = ControlsViewController()
        let navigation = try #require(session.window.rootViewController as? NavigationController)
        navigation.pushViewController(controls, animated: false)
        host.flushAll()
        try tab.process()
        let disabled = try #require(tab.node { $0.kind == .button && $0.string("title") == "Disabled" })
        #expect(tab.node { $0.displayText == "Hidden" } == nil)
        host.receive(TestTab.event(disabled.id, "tap"), from: tab.connection)
        // The hidden button's identity is not on screen, as far as the tab knows; guessing it is refused.
        host.receive(TestTab.event(controls.hidden.elementID, "tap"), from: tab.connection)
        let alert = AlertController(title: "Covering", message: nil)
        alert.addAction(AlertAction(title: "OK"))
        controls.present(alert, animated: false)
        host.flushAll()
        let field = try #require(tab.node { $0.kind == .textField })
        host.receive(TestTab.event(field.id, "type", extra: #""text":"sneaky""#), from: tab.connection)
        try tab.process()
        #expect(tab.errors.count == 3)
        #expect(tab.errors.first?.contains("disabled") == true)
        #expect(tab.errors.last?.contains("covered") == true)
        #expect(controls.taps == 0)
        #expect(controls.field.text == "")
    }

    @Test func aReconnectingTabGetsItsWindowBack() throws {
        let (host, _, _) = try SharedListApp.host()
        let tab = TestTab()
        host.receive(TestTab.hello(), from: tab.connection)
        try tab.process()
        let session = try #require(host.session(for: tab.connection))
        let row = try #require(tab.node { $0.kind == .row && $0.string("text") == "Item 3" })
        host.receive(TestTab.event(row.id, "tap"), from: tab.connection)
        host.disconnected(tab.connection)
        let again = TestTab()
        host.receive(TestTab.hello(token: tab.token), from: again.connection)
        let messages = try again.process()
        #expect(messages.first?.resumed == true)
        #expect(host.session(for: again.connection) === session)
        #expect(again.node { $0.kind == .row && $0.has(.selected) }?.string("text") == "Item 3")
    }

    @Test func anUnknownTokenGetsAFreshWindow() throws {
        let (host, _, _) = try SharedListApp.host()
        let tab = TestTab()
        host.receive(TestTab.hello(token: "0123456789abcdef"), from: tab.connection)
        let messages = try tab.process()
        #expect(messages.first?.resumed == false)
        #expect(tab.token != "0123456789abcdef")
    }

    @Test func aTokenInUseIsNotShared() throws {
        let (host, _, _) = try SharedListApp.host()
        let tab = TestTab()
        host.receive(TestTab.hello(), from: tab.connection)
        try tab.process()
        let copy = TestTab()
        host.receive(TestTab.hello(token: tab.token), from: copy.connection)
        try copy.process()
        #expect(copy.token != tab.token)
        #expect(host.application.windows.count == 2)
    }

    @Test func idleWindowsCloseAfterTheGracePeriod() throws {
        let (host, _, clock) = try SharedListApp.host(grace: 10)
        let tab = TestTab()
        host.receive(TestTab.hello(), from: tab.connection)
        try tab.process()
        host.disconnected(tab.connection)
        clock.advance(by: 6)
        #expect(host.application.windows.count == 1)
        clock.advance(by: 10)
        #expect(host.application.windows.isEmpty)
        #expect(host.sessions.isEmpty)
    }

    @Test func aSyncIsAnsweredAfterThePatchesOfEverythingSentAndQueuedBeforeIt() throws {
        let (host, delegate, clock) = try SharedListApp.host()
        let tab = TestTab()
        host.receive(TestTab.hello(), from: tab.connection)
        try tab.process()
        let add = try #require(tab.node { $0.kind == .barButton })
        host.receive(TestTab.event(add.id, "tap"), from: tab.connection)
        #expect(try tab.process().map(\.type) == ["patch"])
        // Work an earlier message left on the run queue, and work that work queues in turn.
        clock.enqueue { delegate.list.insert("Queued", at: 0) }
        clock.enqueue { clock.enqueue { delegate.list.insert("Queued later", at: 0) } }
        host.receive(#"{"type":"sync","id":7}"#, from: tab.connection)
        #expect(try tab.process().isEmpty)
        clock.drain()
        let messages = try tab.process()
        #expect(messages.map(\.type) == ["patch", "synced"])
        #expect(messages.last?.id == 7)
        #expect(tab.rowTexts.prefix(3) == ["Queued later", "Queued", "New"])
        // A sync with nothing before it is answered on the next turn, and only to the tab that asked.
        let other = TestTab()
        host.receive(TestTab.hello(), from: other.connection)
        try other.process()
        host.receive(#"{"type":"sync","id":8}"#, from: tab.connection)
        clock.drain()
        #expect(try tab.process().map(\.type) == ["synced"])
        #expect(try other.process().isEmpty)
    }

    @Test func aNarrowViewportCollapsesAndAWideOneExpands() throws {
        let (host, _, _) = try SharedListApp.host()
        let tab = TestTab()
        host.receive(TestTab.hello(width: 390), from: tab.connection)
        try tab.process()
        #expect(tab.tree?.string("sizeClass") == "compact")
        host.receive(#"{"type":"resize","width":1200,"height":900}"#, from: tab.connection)
        try tab.process()
        #expect(tab.tree?.string("sizeClass") == "regular")
        #expect(tab.tree?.number("height") == 900)
    }

    @Test func shutdownTellsTabsAndQuitsTheApp() throws {
        let (host, delegate, _) = try SharedListApp.host()
        let tab = TestTab()
        host.receive(TestTab.hello(), from: tab.connection)
        try tab.process()
        host.shutdown(message: "bye")
        let messages = try tab.process()
        #expect(messages.map(\.type) == ["shutdown"])
        #expect(delegate.backgrounded)
        #expect(delegate.terminated)
    }

    @Test func aOneRowChangeCostsTheSameBytesInAShortAndALongList() throws {
        func bytes(count: Int) throws -> Int {
            let (host, delegate, _) = try SharedListApp.host(count: count)
            let tab = TestTab()
            host.receive(TestTab.hello(), from: tab.connection)
            try tab.process()
            let before = tab.bytes
            delegate.list.rename(at: 0, to: "Renamed")
            host.flushAll()
            try tab.process()
            #expect(tab.rowTexts.first == "Renamed")
            return tab.bytes - before
        }
        let short = try bytes(count: 10)
        let long = try bytes(count: 10_000)
        #expect(short > 0)
        #expect(long <= short * 2)
    }

    @Test func scrollingAVirtualisedTableKeepsTheDOMBounded() throws {
        let (host, _, _) = try SharedListApp.host(count: 100_000)
        let tab = TestTab()
        host.receive(TestTab.hello(height: 800), from: tab.connection)
        try tab.process()
        let table = try #require(tab.node { $0.kind == .table })
        #expect(table.number("rowCount") == 100_000)
        #expect(table.number("firstVisibleRow") == 0)
        #expect(tab.rowTexts.count < 40)
        host.receive(TestTab.event(table.id, "scroll", extra: #""value":440000"#), from: tab.connection)
        try tab.process()
        #expect(tab.rowTexts.contains("Item 10001"))
        #expect(tab.rowTexts.count < 40)
        let scrolled = try #require(tab.node { $0.kind == .table })
        #expect(scrolled.number("contentOffset") == 440_000)
        #expect(scrolled.number("firstVisibleRow") == 10_000)
        #expect((scrolled.number("rowsTop") ?? 0) > 400_000)
        // Rows carry no position of their own: an insertion above them patches the table, not each row.
        #expect(scrolled.children.allSatisfy { $0.properties.keys.allSatisfy { !["top", "row"].contains($0) } })
    }
}

/// Tabs that come and go leave nothing behind: their windows, screens and sessions are freed once the
/// grace period ends, and a connection cannot open a second window by saying hello again.
@MainActor
@Suite struct TabLifetimeTests {
    @MainActor
    final class WeakBox {
        weak var window: Window?
        weak var root: ViewController?
        init(_ window: Window) {
            self.window = window
            root = window.rootViewController
        }
    }

    @Test func closedTabsFreeTheirWindowsAndScreens() throws {
        let (host, _, clock) = try SharedListApp.host(grace: 5)
        var boxes: [WeakBox] = []
        for _ in 0..<200 {
            let tab = TestTab()
            host.receive(TestTab.hello(), from: tab.connection)
            try tab.process()
            let session = try #require(host.session(for: tab.connection))
            boxes.append(WeakBox(session.window))
            host.disconnected(tab.connection)
        }
        #expect(host.sessions.count == 200)
        clock.advance(by: 10)
        host.closeIdleWindows()
        #expect(host.sessions.isEmpty)
        #expect(host.application.windows.isEmpty)
        #expect(boxes.filter { $0.window != nil }.count == 0)
        #expect(boxes.filter { $0.root != nil }.count == 0)
    }

    @Test func aSecondHelloOnOneConnectionIsRefused() throws {
        let (host, _, _) = try SharedListApp.host()
        let tab = TestTab()
        host.receive(TestTab.hello(), from: tab.connection)
        try tab.process()
        host.receive(TestTab.hello(), from: tab.connection)
        try tab.process()
        #expect(tab.errors.count == 1)
        #expect(host.sessions.count == 1)
        #expect(host.application.windows.count == 1)
    }
}
