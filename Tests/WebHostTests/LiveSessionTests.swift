import Foundation
import Services
import Testing
import ViewKit
import WebHost

/// The live side-by-side view's sessions: launching panes on their own data, playing a script in all of
/// them, comparing their screens, and the bounds.
@MainActor
@Suite struct LiveSessionTests {
    /// A registry on a virtual clock and the live sessions of the test apps.
    static func sessions(
        maximumSessions: Int = 4, idleTimeout: TimeInterval = 900
    ) -> (
        LiveSessions, MountRegistry, VirtualClock
    ) {
        let clock = VirtualClock()
        let registry = MountRegistry(mounts: [], clock: clock, idleGracePeriod: 60)
        let live = LiveSessions(
            apps: LiveTestApp.apps, registry: registry, maximumSessions: maximumSessions, idleTimeout: idleTimeout)
        return (live, registry, clock)
    }

    @Test func theComparisonNamesTheLinesEachScreenShowsAndTheOthersDoNot() {
        #expect(ScreenComparison.differingLines(["a\nb", "a\nb", "a\nb"]) == nil)
        #expect(ScreenComparison.differingLines([]) == nil)
        #expect(ScreenComparison.differingLines(["a\nCount: 1", "a\nCount: 2"]) == [["Count: 1"], ["Count: 2"]])
        #expect(ScreenComparison.differingLines(["a\nb", "a\nb\nc", "a\nb"]) == [[], ["c"], []])
        #expect(ScreenComparison.differingLines(["x\nx", "x"]) == [["x"], []])
        // The same lines in another order differ where they disagree.
        #expect(ScreenComparison.differingLines(["a\nb", "b\na"]) == [["a", "b"], ["b", "a"]])
    }

    @Test func aQueryTheCatalogRefusesSaysWhyAndLaunchesNothing() throws {
        let (live, registry, _) = Self.sessions()
        let refusals: [(String?, String?, String)] = [
            (nil, "one,two", "Name an app"),
            ("nowhere", "one,two", "There is no app \"nowhere\""),
            ("adding", "one", "needs 2–6 patterns of one app"),
            ("adding", nil, "needs 2–6 patterns of one app"),
            ("adding", "one,two,one,two,one,two,one", "needs 2–6 patterns of one app"),
            ("adding", "one,three", "has no pattern \"three\""),
            ("adding", "one,one", "named twice"),
            ("adding", "one,networked", "needs a server"),
            ("solo", "only,only", "needs 2–6 patterns of one app"),
        ]
        for (app, patterns, expected) in refusals {
            #expect(throws: LiveRequestError.self, "\(app ?? "-") \(patterns ?? "-")") {
                try live.start(app: app, patterns: patterns)
            }
            do {
                _ = try live.start(app: app, patterns: patterns)
            } catch {
                #expect(error.description.contains(expected), "\(error.description)")
                #expect(error.status == 400)
            }
        }
        #expect(live.openSessionIDs.isEmpty)
        #expect(registry.launchedHosts.isEmpty)
    }

    @Test func eachPaneRunsItsPatternOnItsOwnFreshDataRemovedWhenTheSessionCloses() throws {
        let (live, registry, _) = Self.sessions()
        let session = try live.start(app: "Adding", patterns: "one, two")
        defer { live.closeAll(message: "done") }
        #expect(session.panes.map(\.pattern.name) == ["one", "two"])
        let directories = session.panes.map(\.directory)
        #expect(Set(directories).count == 2)
        for (pane, directory) in zip(session.panes, directories) {
            #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("launched.txt").path))
            let key = "live/\(session.id)/\(pane.pattern.name)"
            #expect(pane.host.mount.key == key)
            #expect(registry.mount(forKey: key) != nil)
            #expect(try registry.host(for: key) === pane.host)
        }
        live.close(session.id)
        for directory in directories { #expect(!FileManager.default.fileExists(atPath: directory.path)) }
        #expect(registry.mount(forKey: "live/\(session.id)/one") == nil)
        #expect(throws: WebHostError.self) { try registry.host(for: "live/\(session.id)/one") }
        #expect(live.openSessionIDs.isEmpty)
    }

    @Test func anIdenticalScriptShowsNoDifference() throws {
        let (live, _, _) = Self.sessions()
        let session = try live.start(app: "adding", patterns: "one,queued")
        defer { live.close(session.id) }
        let reports = try session.runAll("screen\ntap \"Add\"\n# twice\ntap \"Add\"\nexpect \"Count: 2\"\n")
        #expect(reports.map(\.line) == [1, 2, 4, 5])
        #expect(reports.allSatisfy { !$0.differs })
        #expect(reports.last?.done == true)
        #expect(reports.flatMap(\.panes).allSatisfy { $0.status == "ok" && $0.differingLines.isEmpty })
        #expect(reports.last?.panes.allSatisfy { $0.screen.contains("Count: 2") } == true)
        // Every step has been played.
        #expect(try session.step("screen\ntap \"Add\"\n# twice\ntap \"Add\"\nexpect \"Count: 2\"\n") == nil)
    }

    @Test func aStepAfterWhichTheScreensDifferIsMarkedWithTheLinesAndAFailureIsThatPanes() throws {
        let (live, _, _) = Self.sessions()
        let session = try live.start(app: "adding", patterns: "one,two,queued")
        defer { live.close(session.id) }
        let script = "screen\ntap \"Add\"\nexpect \"Count: 1\"\ntap \"Add\"\n"
        let first = try #require(try session.step(script))
        #expect(first.line == 1 && !first.differs && !first.done)
        let second = try #require(try session.step(script))
        #expect(second.line == 2 && second.source == "tap \"Add\"" && second.differs)
        let differing = second.panes.map { $0.differingLines.map { $0.trimmingCharacters(in: .whitespaces) } }
        #expect(differing == [["Count: 1"], ["Count: 2"], ["Count: 1"]])
        let rest = try session.runAll(script)
        #expect(rest.map(\.line) == [3, 4])
        #expect(rest[0].panes.map(\.status) == ["ok", "failed", "ok"])
        #expect(rest[0].panes[1].reason?.contains("Count: 1") == true)
        #expect(rest[1].panes.map(\.status) == ["ok", "stopped", "ok"])
        #expect(rest[1].panes.map { $0.screen.contains("Count: 2") } == [true, true, true])
    }

    @Test func aScriptThatDoesNotParseOrCannotRunLiveIsRefusedAndNothingRuns() throws {
        let (live, _, _) = Self.sessions()
        let session = try live.start(app: "adding", patterns: "one,two")
        defer { live.close(session.id) }
        for (script, expected) in [
            ("tap \"Add\"\nfly \"away\"", "line 2"), ("tap \"Add\"\nrestart", "Reset"),
            ("wait 601", "at most 600 seconds"),
        ] {
            do {
                _ = try session.step(script)
                Issue.record("\(script) was accepted")
            } catch {
                #expect(error.description.contains(expected), "\(error.description)")
            }
        }
        #expect(session.panes.allSatisfy { $0.screen.contains("Count: 0") })
        let report = try #require(try session.step("wait 1\nscreen"))
        #expect(report.line == 1)
    }

    @Test func aPanesTabShowsTheWindowTheScriptDrivesAndSeesItsSteps() throws {
        let (live, _, _) = Self.sessions()
        let session = try live.start(app: "adding", patterns: "one,two")
        defer { live.close(session.id) }
        let pane = session.panes[1]
        let box = MessageBox()
        let tab = ClientConnection(send: { box.append($0) })
        pane.host.receive(#"{"type":"hello","width":390,"height":700}"#, from: tab)
        #expect(pane.host.session(for: tab) === pane.host.reservedSession)
        #expect(box.drain().first?.contains("Count: 0") == true)
        _ = try session.step("tap \"Add\"")
        #expect(box.drain().joined().contains("Count: 2"))
        // A second tab takes the window over; the first is closed.
        let other = ClientConnection(send: { box.append($0) })
        pane.host.receive(#"{"type":"hello","width":390,"height":700}"#, from: other)
        #expect(pane.host.session(for: other) === pane.host.reservedSession)
        #expect(pane.host.session(for: tab) == nil)
        #expect(pane.host.sessions.count == 1)
    }

    @Test func resetRelaunchesEveryPaneOnFreshDataAtTheSameMounts() throws {
        let (live, registry, _) = Self.sessions()
        let session = try live.start(app: "adding", patterns: "one,two")
        defer { live.close(session.id) }
        _ = try session.runAll("tap \"Add\"")
        let before = session.panes.map(\.directory)
        try live.reset(session.id)
        #expect(session.panes.allSatisfy { $0.screen.contains("Count: 0") })
        for (pane, old) in zip(session.panes, before) {
            #expect(pane.directory != old)
            #expect(!FileManager.default.fileExists(atPath: old.path))
            #expect(try registry.host(for: pane.host.mount.key) === pane.host)
        }
        let again = try session.runAll("tap \"Add\"")
        #expect(again.map(\.line) == [1])
    }

    @Test func sessionsAreBoundedAndIdleOnesClose() throws {
        let (live, _, clock) = Self.sessions(maximumSessions: 2, idleTimeout: 60)
        defer { live.closeAll(message: "done") }
        let first = try live.start(app: "adding", patterns: "one,two")
        clock.advance(by: 10)
        let second = try live.start(app: "adding", patterns: "one,two")
        clock.advance(by: 10)
        _ = try live.session(first.id)
        let third = try live.start(app: "adding", patterns: "one,two")
        #expect(Set(live.openSessionIDs) == [first.id, third.id])
        #expect(throws: LiveRequestError.unknownSession) { try live.session(second.id) }
        clock.advance(by: 120)
        #expect(live.openSessionIDs.isEmpty)
    }
}
