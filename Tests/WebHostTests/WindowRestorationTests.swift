import Foundation
import Services
import Testing
import ViewKit
import WebHost

/// Windows across server restarts: saved when the server stops, given back to a tab that returns with its
/// token, never to another tab or another mount; `--fresh`, an unreadable file and old windows start fresh.
@MainActor
@Suite struct WindowRestorationTests {
    static func directory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("restore-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    static func file(in directory: URL) -> URL { directory.appendingPathComponent("web-windows.json") }

    /// Opens a tab on `server`'s main app (with `token` when it returns) and reads its welcome.
    static func open(_ server: WebServer, token: String? = nil, mount: String = "") throws -> TestTab {
        let tab = TestTab()
        server.registry.receive(TestTab.hello(token: token), mount: mount, from: tab.connection)
        try tab.process()
        return tab
    }

    /// Taps the counter's button `times` times.
    static func tap(_ tab: TestTab, on server: WebServer, times: Int, mount: String = "") throws {
        for _ in 0..<times {
            let button = try #require(tab.node { $0.kind == .button })
            server.registry.receive(TestTab.event(button.id, "tap"), mount: mount, from: tab.connection)
            try tab.process()
        }
        #expect(tab.errors.isEmpty)
    }

    @Test func aReturningTabGetsItsWindowBackAfterARestartAndANewTabStartsFresh() throws {
        let directory = try Self.directory()
        let first = try RestorableCounterApp.server([RestorableCounterApp.mount(directory: directory)])
        let tab = try Self.open(first)
        try Self.tap(tab, on: first, times: 3)
        let other = try Self.open(first)
        try Self.tap(other, on: first, times: 1)
        first.registry.shutdownAll(message: "bye")
        let token = try #require(tab.token)

        let second = try RestorableCounterApp.server([RestorableCounterApp.mount(directory: directory)])
        #expect(try second.registry.host(for: "").returningWindowCount == 2)
        let back = try Self.open(second, token: token)
        #expect(back.received.first?.resumed == true)
        #expect(back.token == token)
        #expect(back.counterTitle == "Count 3")
        let new = try Self.open(second)
        #expect(new.received.first?.resumed == false)
        #expect(new.counterTitle == "Count 0")
        let unknown = try Self.open(second, token: "0123456789abcdef0123456789abcdef")
        #expect(unknown.received.first?.resumed == false)
        #expect(unknown.counterTitle == "Count 0")
        // Each saved window is given back once: a copy of the tab's token gets a fresh window.
        let copy = try Self.open(second, token: token)
        #expect(copy.token != token)
        #expect(copy.counterTitle == "Count 0")
        // The restored window goes on: saved again at the next stop, with the window no tab came back to.
        try Self.tap(back, on: second, times: 1)
        second.registry.shutdownAll(message: "bye")

        let third = try RestorableCounterApp.server([RestorableCounterApp.mount(directory: directory)])
        #expect(try Self.open(third, token: token).counterTitle == "Count 4")
        #expect(try Self.open(third, token: other.token).counterTitle == "Count 1")
        third.registry.shutdownAll(message: "bye")
    }

    @Test func theFileIsPrivateAndHoldsNoToken() throws {
        let directory = try Self.directory()
        let server = try RestorableCounterApp.server([RestorableCounterApp.mount(directory: directory)])
        let tab = try Self.open(server)
        try Self.tap(tab, on: server, times: 2)
        server.registry.shutdownAll(message: "bye")
        let url = Self.file(in: directory)
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        #expect((attributes[.posixPermissions] as? NSNumber)?.intValue == 0o600)
        let text = try String(contentsOf: url, encoding: .utf8)
        let token = try #require(tab.token)
        #expect(!text.contains(token))
        #expect(text.contains(#""format":1"#))
    }

    @Test func aWindowOfATabInItsGracePeriodIsSaved() throws {
        let directory = try Self.directory()
        let first = try RestorableCounterApp.server([RestorableCounterApp.mount(directory: directory)])
        let tab = try Self.open(first)
        try Self.tap(tab, on: first, times: 2)
        first.registry.disconnected(tab.connection, mount: "")
        first.registry.shutdownAll(message: "bye")

        let second = try RestorableCounterApp.server([RestorableCounterApp.mount(directory: directory)])
        #expect(try Self.open(second, token: tab.token).counterTitle == "Count 2")
        second.registry.shutdownAll(message: "bye")
    }

    @Test func freshStartsEveryTabAtTheFirstScreenAndSavesOnlyItsOwnWindows() throws {
        let directory = try Self.directory()
        let first = try RestorableCounterApp.server([RestorableCounterApp.mount(directory: directory)])
        let tab = try Self.open(first)
        try Self.tap(tab, on: first, times: 3)
        first.registry.shutdownAll(message: "bye")

        let fresh = try RestorableCounterApp.server([
            RestorableCounterApp.mount(directory: directory, restoration: .saveOnly)
        ])
        let again = try Self.open(fresh, token: tab.token)
        #expect(again.received.first?.resumed == false)
        #expect(again.token != tab.token)
        #expect(again.counterTitle == "Count 0")
        try Self.tap(again, on: fresh, times: 5)
        fresh.registry.shutdownAll(message: "bye")

        let third = try RestorableCounterApp.server([RestorableCounterApp.mount(directory: directory)])
        #expect(try Self.open(third, token: tab.token).counterTitle == "Count 0")
        #expect(try Self.open(third, token: again.token).counterTitle == "Count 5")
    }

    @Test func aMountThatKeepsNoWindowsWritesNoFile() throws {
        let directory = try Self.directory()
        let server = try RestorableCounterApp.server([
            RestorableCounterApp.mount(directory: directory, restoration: .off)
        ])
        let tab = try Self.open(server)
        try Self.tap(tab, on: server, times: 1)
        server.registry.shutdownAll(message: "bye")
        #expect(!FileManager.default.fileExists(atPath: Self.file(in: directory).path))
    }

    @Test func anUnreadableFileIsKeptAsideWithAMessageAndTabsStartFresh() throws {
        let directory = try Self.directory()
        let garbage = Data("{ not the windows".utf8)
        try garbage.write(to: Self.file(in: directory))
        let server = try RestorableCounterApp.server([RestorableCounterApp.mount(directory: directory)])
        let host = try server.registry.host(for: "")
        let notice = try #require(host.restorationNotice)
        let kept = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasPrefix("web-windows.json.unreadable-") }
        #expect(kept.count == 1)
        #expect(notice.contains(directory.appendingPathComponent(kept.first ?? "?").path))
        #expect(try Data(contentsOf: directory.appendingPathComponent(kept.first ?? "?")) == garbage)
        let tab = try Self.open(server, token: "0123456789abcdef0123456789abcdef")
        #expect(tab.received.first?.resumed == false)
        #expect(tab.counterTitle == "Count 0")
        try Self.tap(tab, on: server, times: 1)
        server.registry.shutdownAll(message: "bye")

        // The next start reads the new file; the kept file stays where it is.
        let next = try RestorableCounterApp.server([RestorableCounterApp.mount(directory: directory)])
        #expect(try next.registry.host(for: "").restorationNotice == nil)
        #expect(try Self.open(next, token: tab.token).counterTitle == "Count 1")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent(kept.first ?? "?").path))
    }

    @Test func aFileOfAnotherVersionIsKeptAside() throws {
        let directory = try Self.directory()
        try Data(#"{"format":99,"mount":"","pattern":"counter","windows":[]}"#.utf8).write(to: Self.file(in: directory))
        let server = try RestorableCounterApp.server([RestorableCounterApp.mount(directory: directory)])
        #expect(try server.registry.host(for: "").restorationNotice?.contains("format 99") == true)
    }

    @Test func aWindowSavedForAnotherMountIsNeverRestoredThere() throws {
        let directory = try Self.directory()
        let mine = directory.appendingPathComponent("mine")
        let theirs = directory.appendingPathComponent("theirs")
        let mounts = [
            RestorableCounterApp.mount(key: "apps/mine", directory: mine),
            RestorableCounterApp.mount(key: "apps/theirs", directory: theirs),
        ]
        let first = try RestorableCounterApp.server(mounts)
        let tab = try Self.open(first, mount: "apps/theirs")
        try Self.tap(tab, on: first, times: 3, mount: "apps/theirs")
        #expect(tab.counterTitle == "Count 3")
        first.registry.shutdownAll(message: "bye")
        // Their file, copied into my folder, even relabelled as mine: their token finds nothing here.
        let text = try String(contentsOf: Self.file(in: theirs), encoding: .utf8)
        let relabelled = text.replacingOccurrences(of: #""mount":"apps\/theirs""#, with: #""mount":"apps\/mine""#)
            .replacingOccurrences(of: #""mount":"apps/theirs""#, with: #""mount":"apps/mine""#)
        #expect(relabelled != text)
        try Data(relabelled.utf8).write(to: Self.file(in: mine))

        let second = try RestorableCounterApp.server(mounts)
        let stranger = try Self.open(second, token: tab.token, mount: "apps/mine")
        #expect(stranger.received.first?.resumed == false)
        #expect(stranger.counterTitle == "Count 0")
        #expect(try Self.open(second, token: tab.token, mount: "apps/theirs").counterTitle == "Count 3")
    }

    @Test func savedWindowsExpireAfterSevenDays() throws {
        let directory = try Self.directory()
        let clock = VirtualClock()
        let first = try RestorableCounterApp.server([RestorableCounterApp.mount(directory: directory)], clock: clock)
        let tab = try Self.open(first)
        try Self.tap(tab, on: first, times: 2)
        first.registry.shutdownAll(message: "bye")

        let sixDaysLater = VirtualClock(start: clock.now.addingTimeInterval(6 * 86_400))
        let second = try RestorableCounterApp.server(
            [RestorableCounterApp.mount(directory: directory)], clock: sixDaysLater)
        #expect(try second.registry.host(for: "").returningWindowCount == 1)
        // NB: not coming back keeps the window for the rest of its seven days, not seven days more.
        second.registry.shutdownAll(message: "bye")

        let eightDaysLater = VirtualClock(start: clock.now.addingTimeInterval(8 * 86_400))
        let third = try RestorableCounterApp.server(
            [RestorableCounterApp.mount(directory: directory)], clock: eightDaysLater)
        #expect(try third.registry.host(for: "").returningWindowCount == 0)
        #expect(try Self.open(third, token: tab.token).counterTitle == "Count 0")
    }
}
