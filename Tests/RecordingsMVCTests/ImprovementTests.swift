import Foundation
import RecordingsCore
import RecordingsMVC
import RecordingsTesting
import RecordingsUI
import Services
import Testing
import ViewKit

/// Chapter 3's improvements to the MVC app, one test each, named after the improvement, plus the shared
/// player of the MVC+VS chapter's lessons that the mini player needs.
@MainActor
@Suite struct ImprovementTests {
    @Test("Improvement 1: a better observer pattern (initial value, one place to set it)")
    func aBetterObserverPattern() throws {
        let views = try TestingViews(sizeClass: .regular)
        // The player's name field is fed by the helper, with its initial call, then with every rename.
        try views.automation.select("Recording 1")
        let player = try #require(views.visibleRecordingPlayer)
        #expect(player.nameTextField.text == "Recording 1")
        try views.store.rootFolder.contents[1].setName("Take two")
        #expect(player.nameTextField.text == "Take two")
        // The screen's folder arrives through the helper at once: the title and rows are set on construction.
        let folder = try #require(
            views.store.item(atUUIDPath: [views.store.rootFolder.uuid, TestingStore.uuid1]) as? Folder)
        let screen = FolderViewController(folder: folder, sharedPlayer: views.sharedPlayer)
        #expect(screen.navigationItem.title == "Child 1")
        #expect(screen.dataSource.contents.map(\.name) == ["Child 2", "Recording 2"])
        views.navigationController.pushViewController(screen, animated: false)
        // A rename reaches the screen through the same callback.
        try folder.setName("Renamed")
        #expect(screen.navigationItem.title == "Renamed")
        // The shared player has the same semantics: an observer hears the current state at once.
        var heard: [String?] = []
        let observation = views.sharedPlayer.addObserver { heard.append($0.recording?.name) }
        #expect(heard == ["Take two"])
        // Deleting the folder ends in nil: the screen leaves the stack.
        views.store.rootFolder.remove(folder)
        #expect(!views.navigationController.viewControllers.contains { $0 === screen })
        observation.cancel()
    }

    @Test("Improvement 5: reuse through child view controllers (mini player, two-state player)")
    func reuseThroughChildViewControllers() throws {
        let views = try TestingViews(sizeClass: .regular)
        let root = views.rootFolderViewController
        // The mini player is a child of the folder screen; its view sits below the table.
        #expect(root.children.contains { $0 === root.miniPlayer })
        #expect(root.miniPlayer.parent === root)
        let column = try #require(root.view as? StackView)
        #expect(column.arrangedSubviews.first === root.tableView)
        #expect(column.arrangedSubviews.last === root.miniPlayer.view)
        #expect(root.miniPlayer.view.isHidden)
        // The player is a container with exactly one child: the placeholder while nothing is loaded ...
        let player = try #require(views.visiblePlayer)
        #expect(player.children.count == 1)
        let placeholder = try #require(player.content as? PlaceholderViewController)
        #expect(placeholder.textLabel.text == RecordingsStrings.noRecordingSelected)
        // ... and the recording's player once one is: its recording is not optional.
        views.sharedPlayer.recording = views.store.rootFolder.contents[1] as? Recording
        #expect(player.children.count == 1)
        let recordingPlayer = try #require(player.content as? RecordingPlayerViewController)
        #expect(recordingPlayer.recording.uuid == TestingStore.uuid3)
        #expect(placeholder.parent == nil)
        #expect(!root.miniPlayer.view.isHidden)
        #expect(root.miniPlayer.nameButton.currentTitle == "Recording 1")
        views.sharedPlayer.recording = nil
        #expect(player.content is PlaceholderViewController)
        #expect(recordingPlayer.parent == nil)
        #expect(root.miniPlayer.view.isHidden)
    }

    @Test("Improvement 6: extracting objects (a mediating ArrayDataSource)")
    func extractingObjects() throws {
        // The generic data source knows nothing about the app.
        var removed: [Int] = []
        let table = TableView()
        table.register(TableViewCell.self, forCellReuseIdentifier: "even")
        table.register(TableViewCell.self, forCellReuseIdentifier: "odd")
        let numbers = ArrayDataSource(
            [1, 2, 3], identifier: { $0 % 2 == 0 ? "even" : "odd" }, remove: { removed.append($0) },
            configure: { number, cell in cell.textLabel.text = "#\(number)" })
        table.dataSource = numbers
        #expect(numbers.numberOfSections(in: table) == 1)
        #expect(numbers.tableView(table, numberOfRowsInSection: 0) == 3)
        let cell = numbers.tableView(table, cellForRowAt: IndexPath(row: 1, section: 0))
        #expect(cell.reuseIdentifier == "even")
        #expect(cell.textLabel.text == "#2")
        #expect(numbers.tableView(table, canEditRowAt: IndexPath(row: 0, section: 0)))
        numbers.tableView(table, commit: .delete, forRowAt: IndexPath(row: 2, section: 0))
        numbers.tableView(table, commit: .delete, forRowAt: IndexPath(row: 9, section: 0))
        #expect(removed == [2], "a deletion outside the contents is ignored")
        numbers.contents = [4]
        #expect(numbers.tableView(table, numberOfRowsInSection: 0) == 1, "the owner keeps the contents in step")

        // The folder's data source is that generic one with the folder's specifics.
        let views = try TestingViews()
        let root = views.rootFolderViewController
        let dataSource = root.dataSource
        #expect(root.tableView.dataSource === dataSource)
        #expect(dataSource.contents.map(\.uuid) == [TestingStore.uuid1, TestingStore.uuid3])
        let folderCell = dataSource.tableView(root.tableView, cellForRowAt: IndexPath(row: 0, section: 0))
        let recordingCell = dataSource.tableView(root.tableView, cellForRowAt: IndexPath(row: 1, section: 0))
        #expect(folderCell.reuseIdentifier == FolderViewDataSource.CellID.folder)
        #expect(recordingCell.reuseIdentifier == FolderViewDataSource.CellID.recording)
        dataSource.tableView(root.tableView, commit: .delete, forRowAt: IndexPath(row: 1, section: 0))
        #expect(views.store.rootFolder.contents.map(\.uuid) == [TestingStore.uuid1])
        // The controller keeps it in step with the model.
        #expect(dataSource.contents.map(\.uuid) == [TestingStore.uuid1])
        #expect(root.tableView.numberOfRows(inSection: 0) == 1)
    }

    @Test("Improvement 7: simplifying view configuration (configure(for:))")
    func simplifyingViewConfiguration() throws {
        let cell = TableViewCell(style: .default, reuseIdentifier: nil)
        cell.configure(for: Folder(name: "Ideas", uuid: UUID()))
        #expect(cell.textLabel.text == "📁  Ideas")
        #expect(cell.accessoryType == .disclosureIndicator)
        cell.configure(for: Recording(name: "Take 1", uuid: UUID()))
        #expect(cell.textLabel.text == "🔊  Take 1")
        #expect(cell.accessoryType == .disclosureIndicator)
    }

    @Test func closingAWindowStopsItsPlayback() throws {
        let clock = VirtualClock()
        let audio = SimulatedAudioBackend(clock: clock)
        let library = RecordingsLibrary(store: constructTestingStore(), audio: audio, clock: clock)
        let application = Application(delegate: RecordingsMVCAppDelegate(context: library), clock: clock)
        application.launch()
        weak var closed: Window?
        do {
            let window = application.openWindow(sizeClass: .compact)
            closed = window
            let automation = Automation(window: window)
            try automation.select("Recording 1")
            try automation.tap(RecordingsStrings.play)
            try automation.back()
            clock.advance(by: 1)
            #expect(audio.playingPlayer != nil)
            application.closeWindow(window)
        }
        clock.drain()
        #expect(closed == nil, "nothing keeps a closed window")
        #expect(audio.playingPlayer == nil)
        #expect(audio.livePlayers.isEmpty)
    }
}
