import Foundation
import RecordingsCore
import RecordingsTEA
import RecordingsTesting
import Services
import TEA
import Testing
import ViewKit

/// The TEA app through its driver on an in-memory library: what the framework does with the app's
/// state, checked in the window.
@MainActor
@Suite struct AppDriverTests {
    let clock = VirtualClock()
    let store = constructTestingStore()

    func launch(sizeClass: SizeClass = .compact) -> (Application, Window) {
        let library = RecordingsLibrary(store: store, audio: SimulatedAudioBackend(clock: clock), clock: clock)
        let delegate = RecordingsTEAAppDelegate(clients: RecordingsClients(library: library))
        let application = Application(delegate: delegate, clock: clock)
        application.launch()
        return (application, application.openWindow(sizeClass: sizeClass))
    }

    @Test func swipeDeleteIsOneAnimatedRowDeletion() throws {
        let (application, window) = launch()
        window.operationLog.clear()
        try Automation(window: window).delete("Recording 1")
        #expect(window.operationLog.entries == [.deleteRows([IndexPath(row: 1, section: 0)], .right, table: "table")])
        #expect(store.rootFolder.contents.map(\.name) == ["Child 1"])
        withExtendedLifetime(application) {}
    }

    @Test func deletingAFolderOnTheStackPopsIt() throws {
        let (application, window) = launch()
        let ui = Automation(window: window)
        try ui.select("Child 1")
        try ui.select("Child 2")
        let child1 = try #require(store.rootFolder.contents.first as? Folder)
        store.rootFolder.remove(child1)
        clock.drain()
        let navigation = try #require(
            (window.rootViewController as? ViewKit.SplitViewController)?.primaryNavigationController)
        #expect(navigation.viewControllers.count == 1)
        #expect(ui.snapshot().contains("nav \"Recordings\""))
        withExtendedLifetime(application) {}
    }

    /// The store's subscription starts from the state's root (it is the library as it is), so the roots it
    /// sends share storage with the rows on screen: a folder the first change did not touch keeps its
    /// items' storage, and the first change in a large folder is diffed over the chunk it changed.
    @Test func theFirstStoreChangeSharesTheStatesStorage() throws {
        let (application, window) = launch()
        let driver = try #require((application.delegate as? RecordingsTEAAppDelegate)?.driver(for: window))
        let root = try #require(driver.model.folders.first)
        guard case .folder(let child1)? = root.items.first else {
            Issue.record("Child 1 is not the root's first item")
            return
        }
        try #require(store.rootFolder.contents.last).setName("Recording 1b")
        clock.drain()
        let changed = try #require(driver.model.folders.first)
        #expect(changed.items.last?.name == "Recording 1b")
        guard case .folder(let sameChild1)? = changed.items.first else {
            Issue.record("Child 1 is not the root's first item after the rename")
            return
        }
        #expect(sameChild1.items.isIdentical(to: child1.items), "Child 1 keeps the state's storage")
        withExtendedLifetime(application) {}
    }

    /// The player is a lazy view of the playback: a store change that leaves the playback as it was does
    /// not touch the player's views (a text the field shows without a message stays), and one that
    /// changes the loaded recording renders them again.
    @Test func aChangeThatLeavesThePlaybackAloneLeavesThePlayersViews() throws {
        let (application, window) = launch(sizeClass: .regular)
        try Automation(window: window).select("Recording 1")
        let nameField = try #require(Self.nameField(in: window))
        #expect(nameField.text == "Recording 1")
        nameField.text = "Not rendered"
        try #require(store.rootFolder.contents.first).setName("Child 1b")
        clock.drain()
        #expect(Self.nameField(in: window) === nameField)
        #expect(nameField.text == "Not rendered")
        try #require(store.rootFolder.contents.last).setName("Recording 1b")
        clock.drain()
        #expect(Self.nameField(in: window)?.text == "Recording 1b")
        withExtendedLifetime(application) {}
    }

    /// The name field is a lazy view of the name: a tick renders the times and the slider, not the field.
    @Test func aTickLeavesTheNameFieldAlone() throws {
        let (application, window) = launch(sizeClass: .regular)
        let ui = Automation(window: window)
        try ui.select("Recording 1")
        try ui.tap("Play")
        let nameField = try #require(Self.nameField(in: window))
        nameField.text = "Not rendered"
        let before = ui.snapshot()
        clock.advance(by: 1)
        #expect(ui.snapshot() != before, "the tick changed the times")
        #expect(nameField.text == "Not rendered")
        try ui.tap("Pause")
        #expect(ui.snapshot().contains("(Resume)"))
        withExtendedLifetime(application) {}
    }

    /// The mini player is a lazy view of what it shows: a keystroke in the player's name field (a draft,
    /// in the state) leaves the bar's views alone, even its progress, which is not a lazy view of its own;
    /// the rename it saves shows there.
    @Test func aKeystrokeInTheNameFieldLeavesTheMiniPlayerAlone() throws {
        let (application, window) = launch(sizeClass: .regular)
        try Automation(window: window).select("Recording 1")
        let nameField = try #require(Self.nameField(in: window))
        let bar = try #require(Self.miniPlayer(in: window))
        let progress = try #require(bar.subviews.lazy.compactMap { $0 as? ViewKit.ProgressView }.first)
        #expect(progress.progress == 0)
        progress.progress = 0.5
        nameField.replaceText(byUser: "Recording 1b")
        clock.drain()
        #expect(progress.progress == 0.5, "the keystroke rendered the mini player")
        nameField.pressReturn()
        clock.drain()
        #expect(store.rootFolder.contents.last?.name == "Recording 1b")
        let name = Self.miniPlayer(in: window)?.subviews.lazy.compactMap { $0 as? ViewKit.Button }.first
        #expect(name?.title(for: .normal) == "Recording 1b")
        #expect(progress.progress == 0, "the rename rendered the mini player")
        withExtendedLifetime(application) {}
    }

    /// The mini player, below the rows of the folder on top.
    static func miniPlayer(in window: Window) -> ViewKit.View? {
        let split = window.rootViewController as? ViewKit.SplitViewController
        return split?.primaryNavigationController?.topViewController?.view.allDescendants
            .first { $0.accessibilityLabel == RecordingsStrings.nowPlaying }
    }

    /// The player's name field: the only text field in the detail screen.
    static func nameField(in window: Window) -> ViewKit.TextField? {
        let split = window.rootViewController as? ViewKit.SplitViewController
        let detail = split?.secondaryViewController as? ViewKit.NavigationController
        return detail?.topViewController?.view.allDescendants.lazy.compactMap { $0 as? ViewKit.TextField }.first
    }

    @Test func theButtonTitleFollowsTheState() throws {
        let (application, window) = launch(sizeClass: .regular)
        let ui = Automation(window: window)
        try ui.select("Recording 1")
        try ui.tap("Play")
        #expect(ui.snapshot().contains("(Pause)"))
        clock.advance(by: 1)
        try ui.tap("Pause")
        #expect(ui.snapshot().contains("(Resume)"))
        withExtendedLifetime(application) {}
    }
}
