import Foundation
import Inspection
import Redux
import Services
import Testing

/// The web host's inspector over a Redux store: states and actions, travel, export and load.
@MainActor
struct ReduxInspectorTests {
    func makeStore() -> Store<CounterState, CounterAction> {
        let store = Store(reducer: counterReducer(), state: CounterState(count: 0, label: "x"))
        store.dispatch(.increment)
        store.dispatch(.add(2))
        return store
    }

    @Test func inspectionShowsEveryEntryWithTheWholeStateAsTheViewState() {
        let store = makeStore()
        let inspection = ReduxInspector(store: store).inspection()
        #expect(inspection.document == "null")
        #expect(inspection.viewState == #"{"count":3,"label":"x"}"#)
        #expect(inspection.entries.map(\.action) == ["start", "increment", "add(2)"])
        #expect(inspection.entries.map(\.index) == [0, 1, 2])
        #expect(inspection.entries.map(\.document) == ["null", "null", "null"])
        #expect(inspection.entries[1].viewState == #"{"count":1,"label":"x"}"#)
        #expect(inspection.position == 2)
    }

    @Test func inspectionNamesActionsWithTheGivenDescription() {
        let inspection = ReduxInspector(store: makeStore()) { "action \($0)" }.inspection()
        #expect(inspection.entries.map(\.action) == ["start", "action increment", "action add(2)"])
    }

    @Test func travelJumpsAndTheInspectionFollows() {
        let store = makeStore()
        let inspector = ReduxInspector(store: store)
        var counts: [Int] = []
        let token = store.subscribe(select: \.count) { counts.append($0) }
        inspector.travel(to: 1)
        #expect(counts == [3, 1])
        let inspection = inspector.inspection()
        #expect(inspection.position == 1)
        #expect(inspection.viewState == #"{"count":1,"label":"x"}"#)
        #expect(inspection.entries.count == 3)
        // A dispatch after travelling drops the later entries; the cached JSON follows.
        store.dispatch(.set(9))
        #expect(inspector.inspection().entries.map(\.action) == ["start", "increment", "set(9)"])
        #expect(inspector.inspection().entries[2].viewState == #"{"count":9,"label":"x"}"#)
        token.cancel()
    }

    @Test func exportWritesNullDocumentAndTheStateAsViewState() throws {
        let inspector = ReduxInspector(store: makeStore())
        let data = try inspector.exportState()
        let object = try #require(try JSONSerialization.jsonObject(with: data) as? [String: Any])
        #expect(object["document"] is NSNull)
        let viewState = try #require(object["viewState"] as? [String: Any])
        #expect(viewState["count"] as? Int == 3)
        #expect(viewState["label"] as? String == "x")
    }

    @Test func anExportedStateLoadsBack() throws {
        let store = makeStore()
        let inspector = ReduxInspector(store: store)
        let exported = try inspector.exportState()
        store.dispatch(.set(50))
        var counts: [Int] = []
        let token = store.subscribe(select: \.count) { counts.append($0) }
        try inspector.loadState(exported)
        #expect(store.state == CounterState(count: 3, label: "x"))
        #expect(counts == [50, 3])
        #expect(inspector.inspection().entries.last?.action == "reload")
        token.cancel()
    }

    @Test func loadingOnlyAViewStateWorksAndAnEqualStateChangesNothing() throws {
        let store = makeStore()
        let inspector = ReduxInspector(store: store)
        try inspector.loadState(Data(#"{"viewState": {"count": 3, "label": "x"}}"#.utf8))
        #expect(store.log.entries.count == 3)
        try inspector.loadState(Data(#"{"viewState": {"count": 7, "label": "y"}, "document": null}"#.utf8))
        #expect(store.state == CounterState(count: 7, label: "y"))
    }

    @Test(arguments: [
        "not json", "[1, 2]", "{}", #"{"document": null}"#, "",
    ])
    func malformedDataIsRefusedAndNothingChanges(text: String) {
        let store = makeStore()
        let inspector = ReduxInspector(store: store)
        let before = inspector.inspection()
        #expect {
            try inspector.loadState(Data(text.utf8))
        } throws: { error in
            guard case .malformed = error as? StateInspectionError else { return false }
            return true
        }
        #expect(inspector.inspection() == before)
    }

    @Test func aViewStateThatIsNotAStateOfTheStoreIsRefused() {
        let store = makeStore()
        let inspector = ReduxInspector(store: store)
        let before = inspector.inspection()
        #expect {
            try inspector.loadState(Data(#"{"viewState": {"count": "three", "label": "x"}}"#.utf8))
        } throws: { error in
            guard case .incompatible(let message) = error as? StateInspectionError else { return false }
            return message.contains("count") && message.contains("nothing changed")
        }
        #expect(inspector.inspection() == before)
    }

    @Test func aDocumentIsRefused() {
        let store = makeStore()
        let inspector = ReduxInspector(store: store)
        let before = inspector.inspection()
        #expect {
            try inspector.loadState(Data(#"{"document": {"a": 1}, "viewState": {"count": 1, "label": ""}}"#.utf8))
        } throws: { error in
            guard case .notLoadable = error as? StateInspectionError else { return false }
            return true
        }
        #expect(inspector.inspection() == before)
    }

    @Test func itIsAStateInspector() {
        let inspector: any StateInspector = ReduxInspector(store: makeStore())
        inspector.travel(to: 0)
        #expect(inspector.inspection().position == 0)
    }
}
