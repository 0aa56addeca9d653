import Bindings
import Foundation
@preconcurrency import OpenCombine
import RecordingsCore
import RecordingsMVVMC
import RecordingsTesting
import Services
import Testing
import ViewKit

/// The coordinator, the part of MVVM-C the view-model tests cannot reach (the book leaves it to UI
/// tests): every push, present and pop goes through it.
@MainActor
@Suite struct CoordinatorTests {
    let clock = VirtualClock()
    let store = constructTestingStore()
    let application: Application
    let window: Window

    init() {
        let library = RecordingsLibrary(store: store, audio: SimulatedAudioBackend(clock: clock), clock: clock)
        application = Application(delegate: RecordingsMVVMCAppDelegate(context: library), clock: clock)
        application.launch()
        window = application.openWindow(sizeClass: .compact)
    }

    var split: SplitViewController? { window.rootViewController as? SplitViewController }
    var stack: [ViewController] { split?.primaryNavigationController?.viewControllers ?? [] }
    var automation: Automation { Automation(window: window) }

    func folderScreen(_ index: Int) -> FolderViewController? { stack[index] as? FolderViewController }

    @Test func theRootScreenIsTheCoordinatorsAndShowsTheRootFolder() throws {
        let root = try #require(folderScreen(0))
        #expect(root.delegate is Coordinator)
        #expect(root.miniPlayer.delegate is Coordinator)
        #expect(root.viewModel.folder.value === store.rootFolder)
        #expect(root.title == RecordingsStrings.rootTitle)
    }

    @Test func selectingAFolderPushesItsScreen() throws {
        try automation.select("Child 1")
        #expect(stack.count == 2)
        let child = try #require(folderScreen(1))
        #expect(child.viewModel.folder.value.uuid == TestingStore.uuid1)
        #expect(child.delegate === folderScreen(0)?.delegate)
    }

    @Test func selectingARecordingLoadsItAndPushesThePlayerWhenCollapsed() throws {
        try automation.select("Recording 1")
        let player = try #require((stack.last as? NavigationController)?.topViewController as? PlayViewController)
        #expect(player.viewModel.sharedPlayer.recording?.uuid == TestingStore.uuid3)
        #expect(player.title == "Recording 1")
    }

    @Test func deletingAShownFolderTakesItsScreensOffTheStack() throws {
        try automation.select("Child 1")
        try automation.select("Child 2")
        #expect(stack.count == 3)
        store.rootFolder.remove(try #require(store.rootFolder.contents.first))
        #expect(stack.count == 1)
        #expect(folderScreen(0)?.viewModel.folder.value === store.rootFolder)
    }

    @Test func theRecordScreenIsPresentedAndDismissedByTheCoordinator() throws {
        try automation.tap(RecordingsStrings.newRecording)
        let recorder = try #require(split?.presentedViewController as? RecordViewController)
        #expect(recorder.delegate is Coordinator)
        #expect(recorder.viewModel.folder === store.rootFolder)
        recorder.delegate?.finishedRecording(recorder)
        #expect(split?.presentedViewController == nil)
    }

    @Test func theMiniPlayerShowsThePlayerAgain() throws {
        try automation.select("Recording 1")
        try automation.back()
        clock.drain()
        #expect(stack.count == 1)
        try automation.tap("Recording 1")
        let player = try #require((stack.last as? NavigationController)?.topViewController as? PlayViewController)
        #expect(!player.isDismissed)
    }
}
