import Clocks
import Foundation
import Services
import TestSupport
import Testing
import ViewKit
import ViewStateStore

/// The digest's Clocks scenarios (todo-and-clocks.md §5, 12–20 and 23–25; 21 and 22 are in
/// ``ClocksAcceptanceTests``).
@MainActor
struct ClocksScenarioTests {
    // 12
    @Test func addingFromTheSelectionScreenNamesTheTimezoneAndClosesTheScreen() throws {
        let app = try ClocksFixture()
        app.context.viewState.changeSelectionViewVisibility(true)
        #expect(app.viewState.selectionView == SelectionViewState(selectionScrollOffsetY: 0, searchText: ""))
        #expect(app.screen.contains("nav \"Add Timezone\""))
        try app.automation.select("Australia/Melbourne")
        let added = try #require(app.timezones.first)
        #expect(app.timezones.count == 1)
        #expect(added.identifier == "Australia/Melbourne" && added.name == "Melbourne")
        #expect(app.viewState.selectionView == nil)
        #expect(!app.screen.contains("modal:"))
        #expect(app.screen.contains("- Melbourne — "))
    }

    @Test(arguments: [
        ("Australia/Melbourne", "Melbourne"), ("Africa/Addis_Ababa", "Addis Ababa"),
        ("America/Argentina/Buenos_Aires", "Buenos Aires"), ("UTC", "UTC"),
    ])
    func theDefaultNameIsTheLastComponentWithSpaces(identifier: String, name: String) {
        #expect(Timezone.defaultName(for: identifier) == name)
    }

    // 13
    @Test func theSearchFiltersAndSurvivesSerialisation() throws {
        let app = try ClocksFixture()
        try app.automation.tap("Add")
        try app.automation.type("MEL", into: "Search")
        #expect(app.viewState.selectionView?.searchText == "MEL")
        #expect(app.screen.contains("table (1 row)\n    - Australia/Melbourne"))
        let json = try app.context.viewState.serialized()
        app.context.viewState.changeSelectionViewVisibility(false)
        try app.context.viewState.reloadAndNotify(jsonData: json)
        #expect(app.screen.contains("search: MEL"), "a reload writes the search field")
        #expect(app.screen.contains("table (1 row)"))
        #expect(SelectionViewController.filter(["Africa/Addis_Ababa"], by: "addis ab") == ["Africa/Addis_Ababa"])
    }

    @Test func anEmptyTimezoneDatabaseIsExplainedNotACrash() throws {
        let clock = VirtualClock()
        let context = ClocksContext(clock: clock, knownIdentifiers: [])
        let application = Application(delegate: StubDelegate(context: context), clock: clock)
        application.launch()
        let window = application.openWindow()
        context.viewState.changeSelectionViewVisibility(true)
        let screen = Automation(window: window).snapshot()
        #expect(screen.contains("table (0 rows)"))
        #expect(screen.contains("/usr/share/zoneinfo"))
    }

    // 14
    @Test func editModeAndDeleteRemoveExactlyThatRow() throws {
        let app = try ClocksFixture(sample: true)
        #expect(app.timezones.count == 3)
        try app.automation.tap("Edit")
        #expect(app.viewState.masterView.isEditing)
        let log = app.window.operationLog
        let before = log.entries.count
        try app.automation.delete("London")
        #expect(app.timezones.map(\.name) == ["Melbourne", "New York"])
        #expect(log.entries.dropFirst(before).map { "\($0)" }.contains { $0.contains("delete") })
        try app.automation.tap("Done")
        #expect(!app.viewState.masterView.isEditing)
        #expect(app.screen.contains("[Edit]"))
    }

    // 15
    @Test func tappingARowOnlyChangesTheViewStateAndTheSplitShowsTheDetail() throws {
        let app = try ClocksFixture(sample: true)
        try app.automation.select("Melbourne")
        let melbourne = try #require(app.timezones.first { $0.name == "Melbourne" })
        #expect(app.viewState.detailView == DetailViewState(uuid: melbourne.uuid))
        #expect(app.split?.detail.uuid == melbourne.uuid, "the detail read its uuid from the view state")
        #expect(app.screen.contains("nav \"Melbourne\"  ‹ Clocks") || app.screen.contains("‹ Clocks"))
        #expect(app.screen.contains("Zone: Australia/Melbourne"))
        app.context.viewState.changeDetailSelection(uuid: nil)
        #expect(!app.screen.contains("Zone:"))
    }

    @Test func theBackButtonIsCommittedAsAlreadyApplied() throws {
        let app = try ClocksFixture(sample: true)
        try app.automation.select("London")
        var committed: [CommittedAction] = []
        app.context.viewState.onCommit = { committed.append($0) }
        try app.automation.back()
        #expect(app.viewState.detailView == nil)
        #expect(committed == [CommittedAction(action: "changedDetail", alreadyApplied: true)])
        #expect(!app.screen.contains("Zone:"))
    }

    @Test func aRegularWindowShowsListAndDetailSideBySide() throws {
        let app = try ClocksFixture(sample: true, sizeClass: .regular)
        #expect(app.screen.contains("secondary:"))
        #expect(app.screen.contains("No Timezone Selected"))
        try app.automation.select("Melbourne")
        #expect(app.screen.contains("Zone: Australia/Melbourne"))
        #expect(app.screen.components(separatedBy: "slider \"History\"").count == 2, "one history bar on screen")
        app.window.setSizeClass(.compact)
        #expect(app.screen.contains("Zone: Australia/Melbourne"), "collapsed onto the list")
        #expect(app.screen.components(separatedBy: "slider \"History\"").count == 2)
    }

    // 16
    @Test func renamingInTheDetailUpdatesListAndDetail() throws {
        let app = try ClocksFixture(sample: true)
        try app.automation.select("Melbourne")
        let uuid = try #require(app.viewState.detailView?.uuid)
        try app.automation.type("Home", into: "Name")
        try app.automation.submit()
        #expect(app.context.document.content[uuid]?.name == "Home")
        #expect(app.context.document.content[uuid]?.identifier == "Australia/Melbourne")
        #expect(app.screen.contains("nav \"Home\""))
        try app.automation.back()
        #expect(app.screen.contains("- Home — "))
    }

    // 17
    @Test func deletingTheShownTimezoneClearsTheDetail() throws {
        let app = try ClocksFixture(sample: true, sizeClass: .regular)
        try app.automation.select("London")
        let uuid = try #require(app.viewState.detailView?.uuid)
        app.context.document.removeTimezone(uuid)
        #expect(app.viewState.detailView == nil)
        #expect(app.screen.contains("No Timezone Selected"))
    }

    // 18
    @Test func everyChangeIsLoggedWithItsJSON() throws {
        let app = try ClocksFixture()
        try app.automation.tap("Add")
        try app.automation.select("Africa/Addis_Ababa")
        #expect(
            app.log.lines.first
                == #"Changed ViewState to: {"masterView":{"isEditing":false,"masterScrollOffsetY":0},"#
                + #""selectionView":{"searchText":"","selectionScrollOffsetY":0}}"#)
        #expect(app.log.lines.contains { $0.hasPrefix("Changed Document to: {\"timezones\":[{") })
        #expect(
            app.log.lines.last == #"Changed ViewState to: {"masterView":{"isEditing":false,"masterScrollOffsetY":0}}"#)
    }

    // 19
    @Test func restoringALoggedStateShowsTheDetailAndReloadsEveryObserver() throws {
        let app = try ClocksFixture(sample: true)
        let uuid = try #require(app.timezones.first?.uuid)
        var reloads = 0
        let token = app.context.viewState.addObserver(actionType: SelectionViewState.Action.self) { _, action in
            if action == nil { reloads += 1 }
        }
        let json =
            #"{"detailView":{"uuid":"\#(uuid.uuidString)"},"masterView":{"masterScrollOffsetY":0,"isEditing":false}}"#
        try app.context.viewState.reloadAndNotify(jsonData: Data(json.utf8))
        #expect(app.split?.detail.uuid == uuid)
        #expect(app.screen.contains("Zone: Australia/Melbourne"))
        #expect(!app.screen.contains("modal:") && !app.screen.contains("editing"))
        #expect(reloads == 2, "the initial call and the reload")
        _ = token
    }

    @Test func restoringFromALogFileBringsBackDocumentAndInterface() throws {
        let first = try ClocksFixture()
        try first.automation.tap("Add")
        try first.automation.type("addis", into: "Search")
        let logText = first.log.lines.map { "2026-01-01T00:00:00 info clocks: \($0)" }.joined(separator: "\n")
        let restoration = try ClocksRestoration.parse(logText)
        let second = try ClocksFixture(restoration: restoration)
        #expect(second.screen.contains("search: addis"))
        #expect(second.screen.contains("- Africa/Addis_Ababa"))
        #expect(second.context.history.lastIndex == 0, "the restored state is where the history starts")
    }

    @Test(arguments: ["", "hello", #"{"masterView": 3}"#, "Changed ViewState to: {nope"])
    func malformedRestorationInputIsRefused(text: String) {
        #expect(throws: ClocksRestorationError.self) { try ClocksRestoration.parse(text) }
    }

    // 20
    @Test func serialisingAndReloadingAnyStateGivesTheSameStateAndScreen() throws {
        let app = try ClocksFixture(sample: true)
        try app.automation.select("New York")
        try app.automation.back()
        try app.automation.tap("Edit")
        try app.automation.tap("Add")
        try app.automation.type("lon", into: "Search")
        let state = app.viewState
        // Reloads are history entries, so only the history bar may differ.
        func interface() -> String { app.screen.split(separator: "\n").filter { !$0.contains("Time travel") }.joined() }
        let screen = interface()
        let json = try app.context.viewState.serialized()
        app.context.viewState.reloadAndNotify(SplitViewState())
        try app.context.viewState.reloadAndNotify(jsonData: json)
        #expect(app.viewState == state)
        #expect(interface() == screen)
        #expect(throws: StateSerializationError.self) {
            try app.context.viewState.reloadAndNotify(jsonData: Data("{\"masterView\":".utf8))
        }
        #expect(app.viewState == state)
    }

    @Test func stateRestorationEncodesTheSerializedViewState() throws {
        let directory = TemporaryDirectory(prefix: "clocks-tests")
        let app = try ClocksFixture(directory: directory, sample: true)
        try app.automation.select("London")
        let archive = try #require(app.application.restorableState(of: app.window))
        app.application.terminate()
        let relaunched = try ClocksFixture(directory: directory)
        let window = relaunched.application.openWindow(restoring: archive)
        #expect(Automation(window: window).snapshot().contains("Zone: Europe/London"))
    }

    // 23
    @Test func splitSlidersReconcileADetailTheChosenDocumentLacks() throws {
        let app = try ClocksFixture()
        try app.automation.tap("Add")
        try app.automation.select("Europe/Oslo")
        try app.automation.select("Oslo")
        #expect(app.viewState.detailView != nil)
        try app.automation.tap("Split history")
        #expect(app.screen.contains("slider \"Document\"") && app.screen.contains("slider \"View state\""))
        #expect(!app.screen.contains("slider \"History\""))
        try app.automation.slide("Document", to: 0)
        #expect(app.timezones.isEmpty)
        #expect(app.viewState.detailView == nil, "the detail was cleared, not shown stale")
        #expect(!app.screen.contains("Zone:"))
        try app.automation.slide("View state", to: Double(app.context.history.lastIndex))
        #expect(app.viewState.detailView == nil, "a view state whose uuid is missing is reconciled again")
        try app.automation.slide("Document", to: Double(app.context.history.lastIndex))
        #expect(app.timezones.count == 1)
    }

    // 24
    @Test func clocksTickOutsideTheHistory() throws {
        let app = try ClocksFixture(sample: true)
        #expect(app.screen.contains("- Melbourne — 19:00:00"))
        let entries = app.context.history.lastIndex
        app.clock.advance(by: 65)
        #expect(app.screen.contains("- Melbourne — 19:01:05"))
        #expect(app.context.history.lastIndex == entries, "ticks add no entries")
        try app.automation.tap("Edit")
        try app.automation.slide("History", to: 0)
        #expect(app.screen.contains("- Melbourne — 19:01:05"), "time travel leaves the clocks alone")
        let json = String(decoding: try app.context.viewState.serialized(), as: UTF8.self)
        #expect(!json.contains("19:0"))
    }

    // 25
    @Test func scrollPositionsAreStoredLoggedAndReapplied() throws {
        let app = try ClocksFixture()
        app.context.viewState.scrollMasterView(offsetY: 120)
        app.context.viewState.changeSelectionViewVisibility(true)
        try app.automation.scroll("timezones", to: 40)
        #expect(app.viewState.selectionView?.selectionScrollOffsetY == 40)
        #expect(app.viewState.masterView.masterScrollOffsetY == 120)
        #expect(app.log.lines.last?.contains(#""selectionScrollOffsetY":40"#) == true)
        let table = try #require(
            (app.split?.selectionNavigation?.viewControllers.first as? SelectionViewController)?.tableView)
        app.context.viewState.commit(SelectionViewState.Action.scrolled) {
            $0.selectionView?.selectionScrollOffsetY = 88
        }
        #expect(table.contentOffset == 88, "the selection screen applies .scrolled")
        let json = try app.context.viewState.serialized()
        app.context.viewState.reloadAndNotify(SplitViewState())
        try app.context.viewState.reloadAndNotify(jsonData: json)
        let restored = try #require(
            (app.split?.selectionNavigation?.viewControllers.first as? SelectionViewController)?.tableView)
        #expect(restored.contentOffset == 88)
    }
}

/// A delegate that shows a ``ClocksSplitViewController`` on a given context (no document file).
@MainActor
final class StubDelegate: ApplicationDelegate {
    let context: ClocksContext
    init(context: ClocksContext) { self.context = context }
    func application(_ application: Application, configure window: Window) {
        window.rootViewController = ClocksSplitViewController(context: context)
    }
}
