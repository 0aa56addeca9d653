import Foundation
import RecordingsCore
import RecordingsMVVM
import RecordingsTesting
import RecordingsUI
import Services
import Testing
import ViewKit

/// The coordinator's navigation (the book leaves it to UI tests; ViewKit makes it cheap): every push,
/// detail, pop, present and dismiss the screens ask for.
@MainActor
@Suite struct CoordinatorTests {
    @Test func theWindowStartsWithTheRootFolderAndAnEmptyPlayer() throws {
        let views = try TestingViews(sizeClass: .regular)
        let root = views.rootFolderViewController
        #expect(root.viewModel.folder === views.store.rootFolder)
        #expect(root.delegate === views.coordinator)
        #expect(root.miniPlayer.delegate === views.coordinator)
        #expect(root.navigationItem.title == RecordingsStrings.rootTitle)
        #expect(root.navigationItem.leftBarButtonItem === root.editButtonItem)
        let player = try #require(views.visiblePlayer)
        #expect(player.content is PlaceholderViewController)
        #expect(views.splitViewController.delegate === views.appDelegate)
    }

    @Test func selectingAFolderPushesItsScreen() throws {
        let views = try TestingViews()
        let mark = views.mark()
        views.coordinator.didSelect(try views.childFolder1)
        let pushed = try #require(views.navigationController.topViewController as? FolderViewController)
        #expect(pushed.viewModel.folder.uuid == TestingStore.uuid1)
        #expect(pushed.navigationItem.title == "Child 1")
        #expect(pushed.delegate === views.coordinator)
        #expect(views.operations(since: mark).contains { if case .push = $0 { true } else { false } })
        // The same through the screen: its row selection goes to the coordinator.
        pushed.tableView.tapRow(at: IndexPath(row: 0, section: 0))
        #expect(views.folderScreens.map(\.navigationItem.title) == ["Recordings", "Child 1", "Child 2"])
    }

    @Test(arguments: [SizeClass.compact, .regular])
    func selectingARecordingShowsThePlayer(sizeClass: SizeClass) throws {
        let views = try TestingViews(sizeClass: sizeClass)
        views.rootFolderViewController.tableView.tapRow(at: IndexPath(row: 1, section: 0))
        #expect(views.coordinator.sharedPlayer.recording?.uuid == TestingStore.uuid3)
        let player = try #require(views.visiblePlayer)
        #expect(player.content is RecordingPlayerViewController)
        #expect(player.navigationItem.title == "Recording 1")
        if sizeClass == .compact {
            // Collapsed: the player's navigation controller is pushed onto the folders.
            #expect(views.navigationController.viewControllers.count == 2)
            #expect(views.navigationController.topViewController is NavigationController)
        } else {
            #expect(views.navigationController.viewControllers.count == 1)
        }
        #expect(views.rootFolderViewController.tableView.indexPathForSelectedRow == nil)
    }

    @Test func deletingAShownFolderRemovesItsScreen() throws {
        let views = try TestingViews()
        try views.automation.select("Child 1")
        try views.automation.select("Child 2")
        #expect(views.folderScreens.count == 3)
        views.store.rootFolder.remove(try views.childFolder1)
        #expect(views.navigationController.viewControllers.count == 1)
        #expect(views.navigationController.topViewController === views.rootFolderViewController)
    }

    @Test func deletingTheTopFolderPopsToTheScreenBeforeIt() throws {
        let views = try TestingViews()
        try views.automation.select("Child 1")
        try views.automation.select("Child 2")
        let child1 = try views.childFolder1
        child1.remove(try #require(child1.contents.first))
        #expect(views.folderScreens.map(\.navigationItem.title) == ["Recordings", "Child 1"])
    }

    @Test func aCollapsedPlayerAboveADeletedFolderStays() throws {
        // Filtering by type: the player on the collapsed stack is not a folder screen (the book's force
        // cast would crash here).
        let views = try TestingViews()
        try views.automation.select("Child 1")
        try views.automation.select("Recording 2")
        #expect(views.navigationController.viewControllers.count == 3)
        views.store.rootFolder.remove(try views.childFolder1)
        #expect(views.folderScreens.count == 1)
        #expect(views.navigationController.viewControllers.count == 2)
        #expect(views.visiblePlayer?.content is PlaceholderViewController)
    }

    @Test func theRecordScreenIsPresentedAndDismissed() throws {
        let views = try TestingViews()
        var mark = views.mark()
        try views.automation.tap(RecordingsStrings.newRecording)
        let recorder = try #require(views.splitViewController.presentedViewController as? RecordViewController)
        #expect(recorder.delegate === views.coordinator)
        #expect(recorder.viewModel.folder === views.store.rootFolder)
        views.clock.advance(by: 2)
        #expect(recorder.timeLabel.text == "0:00:02")
        try views.automation.tap(RecordingsStrings.stop)
        try views.automation.type("Memo", into: RecordingsStrings.nameForRecording)
        try views.automation.tap(RecordingsStrings.save)
        #expect(views.splitViewController.presentedViewController == nil)
        #expect(views.store.rootFolder.contents.map(\.name) == ["Child 1", "Memo", "Recording 1"])
        mark = views.mark()
        // Cancel: dismissed too, nothing added.
        try views.automation.tap(RecordingsStrings.newRecording)
        try views.automation.tap(RecordingsStrings.stop)
        try views.automation.tap(RecordingsStrings.cancel)
        #expect(views.splitViewController.presentedViewController == nil)
        #expect(views.store.rootFolder.contents.count == 3)
        let presentations = views.operations(since: mark).compactMap { operation -> String? in
            switch operation {
            case .present(let name, _): "present \(name)"
            case .dismiss(let name, _): "dismiss \(name)"
            default: nil
            }
        }
        #expect(presentations.filter { $0.contains("RecordViewController") }.count == 2)
    }

    @Test func aRecorderThatCannotStartIsExplained() throws {
        let views = try TestingViews()
        views.audio.recorderCreationError = AudioFileError(.unavailable(reason: "no microphone"))
        try views.automation.tap(RecordingsStrings.newRecording)
        let alert = try #require(views.window.topmostPresentedViewController as? AlertController)
        #expect(alert.title == RecordingsStrings.cannotRecord)
        #expect(!(views.splitViewController.presentedViewController is RecordViewController))
    }

    @Test func theMiniPlayerShowsThePlayerAgain() throws {
        let views = try TestingViews()
        try views.automation.select("Recording 1")
        try views.automation.back()
        let player = try #require(
            (views.splitViewController.secondaryViewController as? NavigationController)?.viewControllers.first
                as? PlayViewController)
        views.clock.drain()
        #expect(player.isDismissed)
        views.coordinator.miniPlayerDidRequestPlayer(views.rootFolderViewController.miniPlayer)
        #expect(!player.isDismissed)
        #expect(views.visiblePlayer === player)
    }

    @Test func closingAWindowReleasesItsCoordinatorAndStopsItsPlayback() throws {
        let clock = VirtualClock()
        let audio = SimulatedAudioBackend(clock: clock)
        let library = RecordingsLibrary(store: constructTestingStore(), audio: audio, clock: clock)
        let delegate = RecordingsMVVMAppDelegate(context: library)
        let application = Application(delegate: delegate, clock: clock)
        application.launch()
        weak var closed: Window?
        weak var coordinator: Coordinator?
        do {
            let window = application.openWindow(sizeClass: .compact)
            closed = window
            coordinator = delegate.coordinator(for: window)
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
        #expect(coordinator == nil)
        #expect(audio.playingPlayer == nil)
        #expect(audio.livePlayers.isEmpty)
    }

    @Test func quittingStopsEveryWindowsPlayback() throws {
        let views = try TestingViews()
        let second = Automation(window: views.application.openWindow(sizeClass: .regular))
        try views.automation.select("Recording 1")
        try views.automation.tap(RecordingsStrings.play)
        try second.select("Recording 1")
        try second.tap(RecordingsStrings.play)
        #expect(views.audio.livePlayers.filter(\.isPlaying).count == 2)
        views.application.terminate()
        #expect(views.audio.playingPlayer == nil)
    }
}
