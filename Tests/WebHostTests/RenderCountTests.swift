import Foundation
import Services
import Testing
import ViewKit
import WebHost

/// The host renders a window once per event: the element is found in the render last sent, and the
/// turns an event runs (a TEA driver's queued message) are flushed with it, once.
@MainActor
@Suite struct RenderCountTests {
    @Test(arguments: [false, true])
    func anEventRendersTheWindowOnceAndFlushesOnce(queued: Bool) throws {
        let (host, delegate) = try CountingDelegate.host(queued: queued)
        let tab = TestTab()
        host.receive(TestTab.hello(), from: tab.connection)
        try tab.process()
        let session = try #require(host.session(for: tab.connection))
        let screen = try #require(delegate.screens.first)
        let button = try #require(tab.node { $0.kind == .button })
        let (windowRenders, sessionRenders, sequence) = (screen.counter.renders, session.renders, session.sequence)

        host.receive(TestTab.event(button.id, "tap"), from: tab.connection)

        #expect(screen.taps == 1)
        #expect(screen.counter.renders - windowRenders == 1)
        #expect(session.renders - sessionRenders == 1)
        #expect(session.sequence - sequence == 1)
        let messages = try tab.process()
        #expect(messages.map(\.type) == ["patch"])
        #expect(tab.node { $0.kind == .button }?.string("title") == "Tapped 1")
    }

    /// An event on an element the tab was never sent (hidden) is refused as before, with no render.
    @Test func aRefusedEventDoesNotRenderTwice() throws {
        let (host, delegate) = try CountingDelegate.host(queued: false)
        let tab = TestTab()
        host.receive(TestTab.hello(), from: tab.connection)
        try tab.process()
        let screen = try #require(delegate.screens.first)
        screen.button.isHidden = true
        host.flushAll()
        try tab.process()
        let renders = screen.counter.renders
        host.receive(TestTab.event(screen.button.elementID, "tap"), from: tab.connection)
        try tab.process()
        #expect(tab.errors == ["button \"Tapped 0\" is hidden"])
        #expect(screen.counter.renders - renders == 1)
        #expect(screen.taps == 0)
    }

    /// A change the host runs for someone other than a tab (an inspector's travel or load, an upload)
    /// updates the tabs once, even when it ends a turn of the clock on the way.
    @Test func aChangeOutsideATabUpdatesTheTabsOnceEvenWhenItDrainsTheClock() throws {
        let (host, delegate) = try CountingDelegate.host(queued: true)
        let tab = TestTab()
        host.receive(TestTab.hello(), from: tab.connection)
        try tab.process()
        let session = try #require(host.session(for: tab.connection))
        let screen = try #require(delegate.screens.first)
        let clock = try #require(delegate.queue)
        let (windowRenders, sessionRenders, sequence) = (screen.counter.renders, session.renders, session.sequence)

        host.updatingTabs {
            clock.enqueue { screen.button.setTitle("Changed", for: .normal) }
            clock.drain()
        }

        #expect(screen.counter.renders - windowRenders == 1)
        #expect(session.renders - sessionRenders == 1)
        #expect(session.sequence - sequence == 1)
        let messages = try tab.process()
        #expect(messages.map(\.type) == ["patch"])
        #expect(tab.node { $0.kind == .button }?.string("title") == "Changed")
    }
}
