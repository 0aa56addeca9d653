import Foundation
import Inspection
import RecordingsCore
import RecordingsMVCVS
import RecordingsTesting
import Services
import Testing
import ViewKit
import ViewStateStore

/// The infrastructure the view state buys (chapter 6's "Infrastructure"): changes the interface made by
/// itself, restoration, logging, time travel, and the view state kept in step with the document.
@MainActor
@Suite struct ViewStateTests {
    // MARK: Changes the interface already shows

    @Test func theBackButtonPopsOnceAndTheStateFollowsWithoutAnEcho() throws {
        let app = TestingApp()
        let (window, model) = try app.openWindow(sizeClass: .compact)
        var committed: [CommittedAction] = []
        model.viewStateStore.onCommit = { committed.append($0) }
        let automation = Automation(window: window)
        try automation.select("Child 1")
        let mark = window.operationLog.totalCount
        try automation.back()
        #expect(model.viewStateStore.content.folderViews.count == 1)
        #expect(committed.last == CommittedAction(action: "popFolderViews(depth: 1)", alreadyApplied: true))
        let pops = window.operationLog.entries(since: mark).filter { if case .pop = $0 { true } else { false } }
        #expect(pops.count == 1, "the state's change is not applied a second time")
    }

    @Test func goingBackFromACollapsedPlayerKeepsThePlaybackAndHidesThePlayer() throws {
        let app = TestingApp()
        let (window, model) = try app.openWindow(sizeClass: .compact)
        let automation = Automation(window: window)
        try automation.select("Recording 1")
        #expect(try app.split(of: window).masterNavigation.topViewController is NavigationController)
        try automation.back()
        #expect(model.viewStateStore.content.playView.uuid == TestingStore.uuid3)
        #expect(model.viewStateStore.content.playView.isDismissed)
        model.viewStateStore.setPlayerDismissed(false)
        #expect(try app.split(of: window).masterNavigation.topViewController is NavigationController)
    }

    @Test func stateDrivenPushesAndPopsNeverEchoIntoTheStore() throws {
        let app = TestingApp()
        let (_, model) = try app.openWindow(sizeClass: .compact)
        var committed: [CommittedAction] = []
        model.viewStateStore.onCommit = { committed.append($0) }
        model.viewStateStore.pushFolder(TestingStore.uuid1)
        model.viewStateStore.pushFolder(TestingStore.uuid2)
        model.viewStateStore.popToNewDepth(1)
        #expect(committed.map(\.action) == ["pushFolderView", "pushFolderView", "popFolderViews(depth: 1)"])
    }

    // MARK: Restoration and logging

    @Test func serializedStateRoundTripsToTheSameStateAndHierarchy() throws {
        let app = TestingApp()
        let (window, model) = try app.openWindow()
        let automation = Automation(window: window)
        try automation.select("Child 1")
        try automation.select("Recording 2")
        let data = try model.viewStateStore.serialized()
        let screen = Snapshot.render(window.renderTree())
        let (other, otherModel) = try app.openWindow()
        try otherModel.viewStateStore.reloadAndNotify(jsonData: data)
        #expect(otherModel.viewStateStore.content == model.viewStateStore.content)
        #expect(Snapshot.render(other.renderTree()) == screen)
    }

    @Test func relaunchingRestoresTheStackAndTheRecordingPausedWithoutModals() throws {
        let app = TestingApp()
        let (window, model) = try app.openWindow()
        let automation = Automation(window: window)
        try automation.select("Child 1")
        model.viewStateStore.setPlaySelection(TestingStore.uuid4)
        model.viewStateStore.togglePlay()
        model.viewStateStore.showTextAlert(
            TextAlertState(text: "half", parentUUID: TestingStore.uuid1, recordingUUID: nil))
        let archive = try #require(app.application.restorableState(of: window))
        #expect(app.logged.contains { $0.hasPrefix("Encoding for restoration: {\"folderViews\"") })
        let (_, restored) = try app.openWindow(restoring: archive)
        #expect(
            restored.viewStateStore.content.folderViews.map(\.folderUUID) == [
                app.appDelegate.documentStore.rootFolderUUID, TestingStore.uuid1,
            ])
        #expect(restored.viewStateStore.content.playView.uuid == TestingStore.uuid4)
        #expect(restored.viewStateStore.content.playView.playState?.isPlaying == false)
        #expect(restored.viewStateStore.content.playView.playState?.progress == 0)
        #expect(restored.viewStateStore.content.textAlert == nil, "no modal comes back, as in every pattern")
    }

    @Test func theLogShowsTheBooksJSON() throws {
        let app = TestingApp()
        let (window, _) = try app.openWindow()
        try Automation(window: window).select("Child 1")
        let line = try #require(app.logged.last { $0.hasPrefix("Changed ViewState to: ") })
        #expect(line.contains("\"folderViews\":[{\"editing\":false,\"folderUUID\":"))
        #expect(line.contains("\"scrollOffset\":0"))
        #expect(line.contains("\"playView\":{"))
    }

    @Test(arguments: [
        "not json", "{}", #"{"folderViews":[]}"#, #"{"folderViews":[{"folderUUID":"nope"}]}"#,
    ])
    func malformedOrIncompatibleStatesAreRefusedAndChangeNothing(json: String) throws {
        let app = TestingApp()
        let (window, model) = try app.openWindow()
        try Automation(window: window).select("Child 1")
        let before = model.viewStateStore.content
        let screen = Snapshot.render(window.renderTree())
        #expect(throws: StateSerializationError.self) {
            try model.viewStateStore.reloadAndNotify(jsonData: Data(json.utf8))
        }
        #expect(model.viewStateStore.content == before)
        #expect(Snapshot.render(window.renderTree()) == screen)
    }

    // MARK: Reconciling with the document

    @Test func aStateNamingDeletedItemsIsCutToWhatExists() throws {
        let app = TestingApp()
        let (_, model) = try app.openWindow()
        let root = app.appDelegate.documentStore.rootFolderUUID
        model.viewStateStore.reloadAndNotify(
            SplitViewState(
                folderViews: [FolderViewState(uuid: root), FolderViewState(uuid: TestingStore.uuid5)],
                playView: PlayViewState(uuid: TestingStore.uuid5)))
        #expect(model.viewStateStore.content.folderViews.map(\.folderUUID) == [root])
        #expect(model.viewStateStore.content.playView.uuid == nil)
    }

    @Test func anotherWindowsDeletionCutsThisWindowsStack() throws {
        let app = TestingApp()
        let (window, model) = try app.openWindow()
        try Automation(window: window).select("Child 1")
        let (_, other) = try app.openWindow()
        other.context.documentStore.removeItem(uuid: TestingStore.uuid1)
        #expect(model.viewStateStore.content.folderViews.count == 1)
        #expect(try app.split(of: window).folderViewControllers.count == 1)
    }

    // MARK: Time travel

    @Test func theHistoryTravelsTheWholeInterfaceAndTheDocument() throws {
        let app = TestingApp(options: RecordingsMVCVSOptions(timeTravel: true))
        let (window, model) = try app.openWindow()
        let automation = Automation(window: window)
        try automation.select("Child 1")
        try automation.tap(RecordingsStrings.newFolder)
        try automation.type("Drafts", into: RecordingsStrings.folderName)
        try automation.tap(RecordingsStrings.create)
        let actions = model.history.entries.map(\.action)
        #expect(
            Array(actions.prefix(5)) == [
                "start", "pushFolderView", "changedTextAlert", "changedTextAlertText", "changedTextAlert",
            ])
        #expect(actions.count == 6 && actions[5].hasPrefix("added(parentUUID: \(TestingStore.uuid1)"))
        // Back to the alert with its text: the whole interface, as it was.
        let slider = try #require(
            try app.split(of: window).folderViewControllers.last?.accessory as? HistoryViewController)
        slider.slider.value = 3
        slider.travel()
        let alert = try #require(window.topmostPresentedViewController as? AlertController)
        #expect(alert.textFields.first?.text == "Drafts")
        #expect(try app.split(of: window).folderViewControllers.count == 2)
        #expect(!model.context.documentStore.content.children(of: TestingStore.uuid1).map(\.name).contains("Drafts"))
        // Back to the start: the root alone, and the document as it was (the book's history "snapshots all
        // data"); forward again: the folder made meanwhile is back.
        model.history.jump(to: 0)
        #expect(window.topmostPresentedViewController == nil)
        #expect(try app.split(of: window).folderViewControllers.count == 1)
        #expect(!model.context.documentStore.content.children(of: TestingStore.uuid1).map(\.name).contains("Drafts"))
        model.history.jump(to: 5)
        #expect(model.context.documentStore.content.children(of: TestingStore.uuid1).map(\.name).contains("Drafts"))
        let child = try #require(app.appDelegate.library.item(withUUID: TestingStore.uuid1) as? Folder)
        #expect(child.contents.map(\.name) == ["Child 2", "Drafts", "Recording 2"], "the library holds it again")
    }
}

/// The browser inspector's view of the app: the newest window's history, travelled and loaded; the
/// document is never replaced from it.
@MainActor
@Suite struct InspectorTests {
    @Test func theInspectorTravelsTheNewestWindowAndKeepsTheDocument() throws {
        let app = TestingApp()
        _ = try app.openWindow()
        let (window, model) = try app.openWindow()
        let inspector = try #require(app.appDelegate.stateInspector)
        try Automation(window: window).select("Child 1")
        let inspection = inspector.inspection()
        #expect(inspection.entries.map(\.action) == ["start", "pushFolderView"])
        inspector.travel(to: 0)
        #expect(model.viewStateStore.content.folderViews.count == 1)
        #expect(try app.split(of: window).folderViewControllers.count == 1)
        // A state whose document differs is refused whole; the view state alone loads.
        let exported = try inspector.exportState()
        var object = try #require(try JSONSerialization.jsonObject(with: exported) as? [String: Any])
        object["document"] = ["rootUUID": UUID().uuidString, "items": [String: Any]()]
        #expect(throws: StateInspectionError.self) {
            try inspector.loadState(try JSONSerialization.data(withJSONObject: object))
        }
        let viewStateOnly = try JSONSerialization.data(withJSONObject: [
            "viewState": [
                "folderViews": [
                    [
                        "folderUUID": app.appDelegate.documentStore.rootFolderUUID.uuidString, "editing": false,
                        "scrollOffset": 0,
                    ],
                    ["folderUUID": TestingStore.uuid1.uuidString, "editing": true, "scrollOffset": 0],
                ],
                "playView": ["isDismissed": false],
            ]
        ])
        try inspector.loadState(viewStateOnly)
        #expect(model.viewStateStore.content.folderViews.last?.editing == true)
        #expect(try app.split(of: window).folderViewControllers.last?.isEditing == true)
    }
}
