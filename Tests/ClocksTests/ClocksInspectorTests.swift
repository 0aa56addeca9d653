import Clocks
import Foundation
import Inspection
import Services
import TestSupport
import Testing
import ViewKit
import ViewStateStore

/// The app delegate's state inspector: the article's remote debugging, as the web host's inspector page
/// uses it.
@MainActor
struct ClocksInspectorTests {
    @Test func theInspectorListsTheArticleSequenceAndTravelsTheScreen() throws {
        let fixture = try ClocksFixture()
        let inspector = try #require(fixture.delegate.stateInspector)
        #expect(fixture.delegate.stateInspector === inspector, "one instance")
        try fixture.runArticleSequence()
        let inspection = inspector.inspection()
        #expect(inspection.entries.first?.action == "start")
        #expect(inspection.entries.contains { $0.action.hasPrefix("added(") })
        #expect(inspection.entries.contains { $0.action.hasPrefix("removed(") })
        #expect(inspection.position == inspection.entries.count - 1)
        let added = try #require(inspection.entries.first { $0.action.hasPrefix("added(") })
        inspector.travel(to: added.index)
        #expect(fixture.timezones.map(\.identifier) == ["Australia/Melbourne"])
        #expect(fixture.screen.contains("Melbourne"), "the screen follows: \(fixture.screen)")
    }

    @Test func aLoadedStateIsShownAndSaved() throws {
        let directory = TemporaryDirectory(prefix: "clocks-tests")
        let fixture = try ClocksFixture(directory: directory)
        let inspector = try #require(fixture.delegate.stateInspector)
        let uuid = UUID()
        let state = """
            {"document":{"timezones":[{"identifier":"Europe/Oslo","name":"Oslo","uuid":"\(uuid.uuidString)"}]},
             "viewState":{"detailView":{"uuid":"\(uuid.uuidString)"},
                          "masterView":{"isEditing":false,"masterScrollOffsetY":0}}}
            """
        try inspector.loadState(Data(state.utf8))
        #expect(fixture.viewState.detailView?.uuid == uuid)
        #expect(fixture.screen.contains("Oslo"))
        fixture.application.terminate()
        let reopened = try ClocksFixture(directory: directory)
        #expect(reopened.timezones.map(\.name) == ["Oslo"], "the loaded document was saved")
    }

    @Test func aStateOfAnotherAppIsRefused() throws {
        let fixture = try ClocksFixture(sample: true)
        let inspector = try #require(fixture.delegate.stateInspector)
        let before = inspector.inspection()
        #expect(throws: StateInspectionError.self) {
            try inspector.loadState(Data(#"{"document":{"recordings":[]}}"#.utf8))
        }
        #expect(inspector.inspection() == before)
    }
}
