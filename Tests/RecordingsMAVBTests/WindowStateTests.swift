import Foundation
import Inspection
import MAVB
import RecordingsCore
import RecordingsTesting
import Services
import Testing
import ViewKit

@testable import RecordingsMAVB

/// The state container at work: restoration replaces a window's whole state (persisted values only),
/// every change is logged and recorded, and the inspector travels and loads.
@MainActor
@Suite struct WindowStateTests {
    final class Lines {
        var lines: [String] = []
    }

    let clock = VirtualClock()
    let lines = Lines()
    let application: Application

    init() {
        let library = RecordingsLibrary(
            store: constructTestingStore(), audio: SimulatedAudioBackend(clock: clock), clock: clock)
        let lines = self.lines
        let delegate = RecordingsMAVBApp.application(library, log: { lines.lines.append($0) }).instance()
        application = Application(delegate: delegate, clock: clock)
        application.launch()
    }

    func rows(_ window: Window) -> [String] {
        Snapshot.render(window.renderTree()).split(separator: "\n").filter { $0.contains("›") }.map {
            $0.trimmingCharacters(in: .whitespaces)
        }
    }

    @Test func restorationReplacesTheWholeStateWithItsPersistedValues() throws {
        let window = application.openWindow(sizeClass: .regular)
        let ui = Automation(window: window)
        try ui.select("Child 1")
        try ui.select("Recording 2")
        try ui.tap(RecordingsStrings.newFolder)
        let archive = try #require(application.restorableState(of: window))
        let restored = application.openWindow(sizeClass: .regular, restoring: archive)
        let text = Snapshot.render(restored.renderTree())
        #expect(text.contains("nav \"Child 1\""), "the stack (a Var) comes back")
        #expect(text.contains("field \"Name\": Recording 2"), "the loaded recording (a Var) comes back")
        #expect(!text.contains("alert"), "the text alert (a TempVar) does not")
    }

    @Test func everyChangeIsLoggedAndTheInspectorTravels() throws {
        let window = application.openWindow(sizeClass: .compact)
        let ui = Automation(window: window)
        try ui.select("Child 1")
        try ui.select("Child 2")
        #expect(lines.lines.last?.hasPrefix("Changed SplitState to: {\"navStack\":[") == true)
        let inspector = try #require(application.delegate.stateInspector)
        #expect(inspector.inspection().entries.map(\.action) == ["start", "changed", "changed"])
        inspector.travel(to: 1)
        #expect(Snapshot.render(window.renderTree()).contains("nav \"Child 1\""))
        inspector.travel(to: 0)
        #expect(rows(window).count == 2)
        #expect(Snapshot.render(window.renderTree()).contains("nav \"Recordings\""))
        // A state naming a deleted folder is cut to what the document has.
        let exported = try inspector.exportState()
        let object = try #require(try JSONSerialization.jsonObject(with: exported) as? [String: Any])
        let viewState = try #require(object["viewState"] as? [String: Any])
        let stack = try #require(viewState["navStack"] as? [[String: Any]])
        let root = try #require(stack.first?["folderUuid"])
        let missing: [String: Any] = [
            "navStack": [["folderUuid": root], ["folderUuid": UUID().uuidString]],
            "playState": NSNull(), "playerDismissed": false,
        ]
        try inspector.loadState(try JSONSerialization.data(withJSONObject: ["viewState": missing]))
        #expect(Snapshot.render(window.renderTree()).contains("nav \"Recordings\""))
        #expect(throws: StateInspectionError.self) {
            try inspector.loadState(Data("{\"viewState\": {\"navStack\": 3}}".utf8))
        }
    }

    @Test func aSnapshotEncodesAsTheStateItWasTakenFrom() throws {
        let state = SplitState(
            folders: [UUID(), UUID(), UUID()], playState: PlayState(uuid: UUID()), playerDismissed: true)
        state.textAlert.set(TextAlertState(parentUuid: UUID()))
        let encoder = JSONEncoder()
        encoder.outputFormatting = .sortedKeys
        let copy = SplitState(state.snapshot)
        #expect(try encoder.encode(copy) == encoder.encode(state))
        #expect(copy.snapshot == state.snapshot)
        #expect(copy.textAlert.value == nil, "what does not persist is not in the snapshot")
        state.playerDismissed.set(false)
        #expect(copy.snapshot != state.snapshot)
    }

    @Test func withoutALogTheHistoryWritesEachStatesJSONWhenAsked() throws {
        let library = RecordingsLibrary(
            store: constructTestingStore(), audio: SimulatedAudioBackend(clock: clock), clock: clock)
        let quiet = Application(delegate: RecordingsMAVBApp.application(library).instance(), clock: clock)
        quiet.launch()
        let window = quiet.openWindow(sizeClass: .compact)
        let ui = Automation(window: window)
        try ui.select("Child 1")
        try ui.tap(RecordingsStrings.newFolder)
        let inspector = try #require(quiet.delegate.stateInspector)
        let entries = inspector.inspection().entries
        #expect(entries.map(\.action) == ["start", "changed"], "the alert (a TempVar) records nothing")
        let states = try entries.map { entry in
            try #require(try JSONSerialization.jsonObject(with: Data(entry.viewState.utf8)) as? [String: Any])
        }
        #expect(states.map { ($0["navStack"] as? [Any])?.count } == [1, 2])
        let exported = try JSONSerialization.jsonObject(with: try inspector.exportState()) as? [String: Any]
        let shown = try #require(exported?["viewState"] as? [String: Any])
        #expect(NSDictionary(dictionary: shown) == NSDictionary(dictionary: try #require(states.last)))
        inspector.travel(to: 0)
        #expect(Snapshot.render(window.renderTree()).contains("nav \"Recordings\""))
    }
}
