import Foundation
import Services
import Testing
import ViewKit
import WebHost

/// What a closed tab leaves behind once its grace period is over: nothing that grows with the tabs a server
/// has ever served (issue 31: server memory stays flat under tab churn).
@MainActor
@Suite struct ClosedTabTests {
    /// Weak references to what one tab's hello made.
    private struct Remains {
        weak var session: WindowSession?
        weak var window: Window?
        weak var rootViewController: ViewController?

        var isGone: Bool { session == nil && window == nil && rootViewController == nil }
    }

    /// Opens a tab, lets it see its window, and closes it; returns weak references to what it made.
    private func openAndClose(_ host: AppHost, after tap: String? = nil) throws -> Remains {
        let tab = TestTab()
        host.receive(TestTab.hello(), from: tab.connection)
        try tab.process()
        if let tap {
            let button = try #require(tab.node { $0.kind == .button && $0.string("title") == tap })
            host.receive(TestTab.event(button.id, "tap"), from: tab.connection)
            try tab.process()
        }
        let session = try #require(host.session(for: tab.connection))
        let remains = Remains(
            session: session, window: session.window, rootViewController: session.window.rootViewController)
        host.disconnected(tab.connection)
        #expect(host.session(for: tab.connection) == nil)
        return remains
    }

    @Test func closedTabsLeaveNoWindowSessionControllerOrTimerBehind() throws {
        let (host, _, clock) = try SharedListApp.host(grace: 2)
        let staying = TestTab()
        host.receive(TestTab.hello(), from: staying.connection)
        try staying.process()
        let timers = clock.scheduledTimerCount
        var remains: [Remains] = []
        for _ in 0..<3 {
            for _ in 0..<20 { remains.append(try openAndClose(host)) }
            #expect(host.sessions.count == 21)
            clock.advance(by: 3)
            #expect(host.sessions.count == 1)
            #expect(host.application.windows.count == 1)
            #expect(clock.scheduledTimerCount == timers)
        }
        let kept = remains.filter { !$0.isGone }.count
        #expect(kept == 0, "\(kept) of \(remains.count) closed tabs are still alive")
        #expect(host.session(for: staying.connection) != nil)
    }

    @Test func closedTabsLeaveNoPlayerEntriesBeyondTheLivePlayers() throws {
        let (host, delegate, clock, fileURL) = try AudioTestApp.host()
        defer { try? FileManager.default.removeItem(at: fileURL.deletingLastPathComponent()) }
        host.idleGracePeriod = 2
        try WAVFile.write(samples: [Int16](repeating: 0, count: 8000), to: fileURL)
        let backend = host.audio
        var remains: [Remains] = []
        for _ in 0..<5 {
            for _ in 0..<20 { remains.append(try openAndClose(host, after: "Play")) }
            // NB: the sweep runs every 5 s, as set up for the app's 60 s grace period.
            clock.advance(by: 6)
            #expect(host.sessions.isEmpty)
            #expect(host.application.windows.isEmpty)
        }
        // NB: the test app's delegate keeps the screen it made last; nothing else may keep one alive.
        #expect(remains.filter { !$0.isGone && $0.rootViewController !== delegate.screen }.isEmpty)
        // One more tab plays: 101 players were made, at most 20 were alive at once (the tabs of one round,
        // within their grace period), and the table of players is pruned whenever it has doubled since its
        // last pruning, so it holds at most twice that peak, not one entry per player ever made.
        _ = try openAndClose(host, after: "Play")
        #expect(backend.playerEntryCount <= 40, "\(backend.playerEntryCount) player entries after 101 players")
    }
}
