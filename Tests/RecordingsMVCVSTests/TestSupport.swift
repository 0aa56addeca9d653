import Foundation
import RecordingsCore
import RecordingsMVCVS
import RecordingsTesting
import Services
import Testing
import ViewKit
import ViewStateStore

/// The book's MVC+VS test setup (`FolderViewControllerTests.setUp`): the testing store as a document,
/// a fresh view-state store, and the root split view controller with its context, loaded but not in a
/// window: the tree builds itself from the view state.
@MainActor
final class BookSetup {
    let clock = VirtualClock()
    let documentStore: DocumentStore
    let viewStateStore: NotifyingStore<SplitViewState>
    let split: RecordingsSplitViewController

    init() {
        let library = RecordingsLibrary(
            store: constructTestingStore(), audio: SimulatedAudioBackend(clock: clock), clock: clock)
        documentStore = DocumentStore(library: library)
        viewStateStore = NotifyingStore(
            name: "ViewState", content: SplitViewState(rootFolderUUID: documentStore.rootFolderUUID))
        split = RecordingsSplitViewController(
            context: StoreContext(documentStore: documentStore, viewStateStore: viewStateStore))
        split.loadViewIfNeeded()
    }

    /// The folder screen on top of the primary navigation controller.
    func topFolder() throws -> FolderViewController {
        let navigation = try #require(split.viewControllers.first as? NavigationController)
        return try #require(navigation.topViewController as? FolderViewController)
    }
}

/// The MVC+VS app on the testing store in a window on a virtual clock (for what needs the app delegate:
/// audio, restoration, several windows, the history).
@MainActor
final class TestingApp {
    let clock = VirtualClock()
    let audio: SimulatedAudioBackend
    let appDelegate: RecordingsMVCVSAppDelegate
    let application: Application
    private(set) var log: [String] = []

    init(options: RecordingsMVCVSOptions = RecordingsMVCVSOptions(), store: Store = constructTestingStore()) {
        audio = SimulatedAudioBackend(clock: clock)
        var options = options
        let lines = LogLines()
        options.log = { line in lines.append(line) }
        appDelegate = RecordingsMVCVSAppDelegate(
            library: RecordingsLibrary(store: store, audio: audio, clock: clock), options: options)
        application = Application(delegate: appDelegate, clock: clock)
        application.launch()
        logLines = lines
    }

    private let logLines: LogLines

    /// Every log line so far.
    var logged: [String] { logLines.lines }

    func openWindow(
        sizeClass: SizeClass = .regular, restoring archive: RestorationArchive? = nil
    ) throws -> (
        Window, WindowModel
    ) {
        let window = application.openWindow(sizeClass: sizeClass, restoring: archive)
        let model = try #require(appDelegate.model(for: window))
        return (window, model)
    }

    func split(of window: Window) throws -> RecordingsSplitViewController {
        try #require(window.rootViewController as? RecordingsSplitViewController)
    }
}

/// Log lines collected on the main actor.
@MainActor
final class LogLines: @unchecked Sendable {
    private(set) var lines: [String] = []
    func append(_ line: String) { lines.append(line) }
}
