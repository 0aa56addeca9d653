import Foundation
import RecordingsCore
import RecordingsMVVM
import RecordingsTesting
import Services
import Testing
import ViewKit

/// The MVVM app running on `store` in one window on a virtual clock, with the split view, the primary
/// navigation controller, the root folder screen and the window's coordinator at hand (the book's
/// `constructTestingViews`, for the coordinator and table tests; the view-model tests need no views).
@MainActor
final class TestingViews {
    let store: Store
    let clock: VirtualClock
    let audio: SimulatedAudioBackend
    let appDelegate: RecordingsMVVMAppDelegate
    let application: Application
    let window: Window
    let coordinator: Coordinator
    let splitViewController: SplitViewController
    let navigationController: NavigationController
    let rootFolderViewController: FolderViewController

    init(
        store: Store = constructTestingStore(), sizeClass: SizeClass = .compact,
        restoring archive: RestorationArchive? = nil
    ) throws {
        self.store = store
        clock = VirtualClock()
        audio = SimulatedAudioBackend(clock: clock)
        appDelegate = RecordingsMVVMAppDelegate(context: RecordingsLibrary(store: store, audio: audio, clock: clock))
        application = Application(delegate: appDelegate, clock: clock)
        application.launch()
        window = application.openWindow(sizeClass: sizeClass, restoring: archive)
        coordinator = try #require(appDelegate.coordinator(for: window))
        splitViewController = try #require(window.rootViewController as? SplitViewController)
        navigationController = try #require(splitViewController.primaryNavigationController)
        rootFolderViewController = try #require(navigationController.viewControllers.first as? FolderViewController)
    }

    var automation: Automation { Automation(window: window) }

    /// The operations recorded from now on are those after this mark.
    func mark() -> Int { window.operationLog.totalCount }

    func operations(since mark: Int) -> [ViewKit.Operation] { window.operationLog.entries(since: mark) }

    /// The table operations since `mark`, as the conformance suite writes them ("insert 1 left").
    func tableOperations(since mark: Int) -> [String] {
        func rows(_ paths: [IndexPath]) -> String { paths.map { "\($0.row)" }.joined(separator: ",") }
        return operations(since: mark).compactMap { operation in
            switch operation {
            case .insertRows(let paths, let animation, _): "insert \(rows(paths)) \(animation)"
            case .deleteRows(let paths, let animation, _): "delete \(rows(paths)) \(animation)"
            case .moveRow(let from, let to, _): "move \(from.row)→\(to.row)"
            case .reloadRows(let paths, let animation, _): "reload \(rows(paths)) \(animation)"
            case .reloadData: "reloadData"
            default: nil
            }
        }
    }

    /// The folder screens of the primary stack, root first.
    var folderScreens: [FolderViewController] {
        navigationController.viewControllers.compactMap { $0 as? FolderViewController }
    }

    /// The player on screen: in the detail pane when expanded, on top of the primary stack when collapsed.
    var visiblePlayer: PlayViewController? {
        let detail: ViewController? =
            splitViewController.isCollapsed
            ? navigationController.viewControllers.last : splitViewController.viewControllers.last
        return (detail as? NavigationController)?.topViewController as? PlayViewController
    }

    /// The folder "Child 1" of the fixture.
    var childFolder1: Folder {
        get throws { try #require(store.item(atUUIDPath: [store.rootFolder.uuid, TestingStore.uuid1]) as? Folder) }
    }
}

/// A fixture for the view-model tests: the testing store, its shared player and library.
@MainActor
struct ViewModelFixture {
    let store: Store
    let clock = VirtualClock()
    let library: RecordingsLibrary
    let sharedPlayer: SharedPlayer

    init() {
        store = constructTestingStore()
        library = RecordingsLibrary(store: store, audio: SimulatedAudioBackend(clock: clock), clock: clock)
        sharedPlayer = SharedPlayer(context: library)
    }

    /// "Recording 1" of the fixture.
    var recording1: Recording {
        get throws { try #require(store.item(atUUIDPath: [store.rootFolder.uuid, TestingStore.uuid3]) as? Recording) }
    }
}

/// Records every value an observable property delivers, for as long as it lives.
@MainActor
final class Recorder<Value> {
    private(set) var values: [Value] = []
    private var token: PropertyObservation?

    init(_ property: ObservableProperty<Value>) {
        token = property.observe { [weak self] value in self?.values.append(value) }
    }

    var count: Int { values.count }
    var last: Value? { values.last }
}
