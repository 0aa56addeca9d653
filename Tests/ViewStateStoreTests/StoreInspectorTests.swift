import Foundation
import Inspection
import Testing
import ViewStateStore

/// The inspector over two stores and their history: what the web host's inspector page lists, travels,
/// exports and loads.
@MainActor
@Suite struct StoreInspectorTests {
    let document = NotifyingStore(name: "Document", content: Names())
    let viewState = NotifyingStore(name: "ViewState", content: Screen())

    func inspector(
        mode: StateHistory<Names, Screen>.Mode = .whole, documentIsLoadable: Bool = true
    ) -> StoreInspector<Names, Screen> {
        StoreInspector(
            document: document, viewState: viewState,
            history: StateHistory(document: document, viewState: viewState, mode: mode),
            documentIsLoadable: documentIsLoadable)
    }

    func add(_ name: String) {
        document.commit(Names.Action.added(document.content.names.count)) { $0.names.append(name) }
    }

    func setEditing(_ editing: Bool) {
        viewState.commit(Screen.Action.toggledEditing) { $0.isEditing = editing }
    }

    /// The states of the stores, to compare before and after a refused load.
    var states: (Names, Screen) { (document.content, viewState.content) }

    @Test func theInspectionListsEachActionWithTheStatesAfterIt() {
        let inspector = inspector()
        add("Melbourne")
        setEditing(true)
        let inspection = inspector.inspection()
        #expect(inspection.entries.map(\.action) == ["start", "added(0)", "toggledEditing"])
        #expect(inspection.entries.map(\.index) == [0, 1, 2])
        #expect(inspection.entries[1].document == #"{"names":["Melbourne"]}"#)
        #expect(inspection.entries[1].viewState == #"{"isEditing":false,"scrollOffset":0}"#)
        #expect(inspection.entries[2].viewState == #"{"isEditing":true,"scrollOffset":0}"#)
        #expect(inspection.document == #"{"names":["Melbourne"]}"#)
        #expect(inspection.position == 2)
        // Asked again, the same snapshot (the entries' JSON is reused).
        #expect(inspector.inspection() == inspection)
    }

    @Test func travelMovesBothStoresAndTheShownEntry() {
        let inspector = inspector()
        add("Melbourne")
        setEditing(true)
        add("Oslo")
        inspector.travel(to: 2)
        #expect(document.content.names == ["Melbourne"])
        #expect(viewState.content.isEditing)
        #expect(inspector.inspection().position == 2)
        #expect(inspector.inspection().entries.count == 4, "travel records nothing")
        inspector.travel(to: -5)
        #expect(document.content.names.isEmpty && !viewState.content.isEditing, "clamped to the first entry")
        inspector.travel(to: 99)
        #expect(document.content.names == ["Melbourne", "Oslo"], "clamped to the last entry")
        #expect(inspector.inspection().position == 3)
    }

    @Test func aDocumentOnlyHistoryTravelsOnlyTheDocument() {
        let inspector = inspector(mode: .documentOnly)
        add("Melbourne")
        setEditing(true)
        inspector.travel(to: 0)
        #expect(document.content.names.isEmpty)
        #expect(viewState.content.isEditing, "the view state stays")
        #expect(inspector.inspection().position == 0)
    }

    @Test func aViewStateOnlyHistoryTravelsOnlyTheViewState() {
        let inspector = inspector(mode: .viewStateOnly)
        add("Melbourne")
        setEditing(true)
        inspector.travel(to: 1)
        #expect(document.content.names == ["Melbourne"], "the document stays")
        #expect(!viewState.content.isEditing)
        #expect(inspector.inspection().position == 1)
    }

    @Test func anExportedStateLoadsBack() throws {
        let inspector = inspector()
        add("Melbourne")
        viewState.commit(Screen.Action.changedDetail) { $0.detail = "Melbourne" }
        let exported = try inspector.exportState()
        let text = String(decoding: exported, as: UTF8.self)
        #expect(text.contains(#""document" : {"#) && text.contains(#""viewState" : {"#))
        #expect(
            try #require(text.range(of: "\"document\"")).lowerBound
                < #require(text.range(of: "\"viewState\"")).lowerBound, "sorted keys")
        let saved = states
        add("Oslo")
        viewState.commit(Screen.Action.changedDetail) { $0.detail = nil }
        var reloads = 0
        let token = viewState.addObserver(actionType: Screen.Action.self) { _, action in
            if action == nil { reloads += 1 }
        }
        try inspector.loadState(exported)
        #expect(states == saved)
        #expect(reloads == 2, "the observers rebuilt from the loaded state")
        #expect(inspector.inspection().entries.suffix(2).map(\.action) == ["reload", "reload"])
        _ = token
    }

    @Test func aStateWithOnePartLoadsOnlyThatPart() throws {
        let inspector = inspector()
        add("Melbourne")
        try inspector.loadState(Data(#"{"viewState":{"isEditing":true,"scrollOffset":0}}"#.utf8))
        #expect(viewState.content.isEditing)
        #expect(document.content.names == ["Melbourne"])
        let before = inspector.inspection().entries.count
        try inspector.loadState(Data(#"{"document":{"names":["Melbourne"]}}"#.utf8))
        #expect(inspector.inspection().entries.count == before, "an equal part is not reloaded")
    }

    @Test(arguments: [
        ("not json", "could not be read"),
        ("[1, 2]", "not a JSON object"),
        ("{}", #"neither "document" nor "viewState""#),
        (#"{"names":["Oslo"]}"#, #"neither "document" nor "viewState""#),
    ])
    func malformedStatesChangeNothing(json: String, message: String) {
        let inspector = inspector()
        add("Melbourne")
        setEditing(true)
        let saved = states
        let entries = inspector.inspection()
        #expect {
            try inspector.loadState(Data(json.utf8))
        } throws: { error in
            guard let error = error as? StateInspectionError, case .malformed = error else { return false }
            return error.description.contains(message) && error.description.contains("nothing changed")
        }
        #expect(states == saved)
        #expect(inspector.inspection() == entries)
    }

    @Test func anIncompatiblePartLeavesBothStoresAsTheyWere() {
        let inspector = inspector()
        add("Melbourne")
        let saved = states
        // The document is valid; the view state is not: neither loads.
        let json = #"{"document":{"names":["Oslo"]},"viewState":{"isEditing":"yes","scrollOffset":0}}"#
        #expect {
            try inspector.loadState(Data(json.utf8))
        } throws: { error in
            guard let error = error as? StateInspectionError, case .incompatible(let message) = error else {
                return false
            }
            return message.contains("not a ViewState of this app") && message.contains("isEditing")
        }
        #expect(states == saved)
        #expect {
            try inspector.loadState(Data(#"{"document":{"names":3}}"#.utf8))
        } throws: { error in
            (error as? StateInspectionError)?.description.contains("not a Document of this app") == true
        }
        #expect(states == saved)
    }

    @Test func anAppThatKeepsItsDocumentRefusesADifferentOne() throws {
        let inspector = inspector(documentIsLoadable: false)
        add("Melbourne")
        let saved = states
        let json = #"{"document":{"names":["Oslo"]},"viewState":{"isEditing":true,"scrollOffset":0}}"#
        #expect(throws: StateInspectionError.self) { try inspector.loadState(Data(json.utf8)) }
        #expect(states == saved, "not even the view state loads")
        // The current document with another view state loads.
        try inspector.loadState(
            Data(#"{"document":{"names":["Melbourne"]},"viewState":{"isEditing":true,"scrollOffset":0}}"#.utf8))
        #expect(viewState.content.isEditing)
        #expect(document.content.names == ["Melbourne"])
    }
}
