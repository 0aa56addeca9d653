import Foundation
public import Inspection
public import RecordingsCore
import RecordingsUI
public import Services
public import ViewKit
import ViewStateStore

/// The app delegate of the MVC+VS Recordings app: opens the library, makes its document store, and gives
/// each window a ``WindowModel`` (view state, history, audio) and a ``RecordingsSplitViewController``
/// whose observer builds the rest of the interface.
///
/// Restoration is the book's: a window's whole restorable state is its serialized view state under one
/// key (`.viewStateKey`); restoring reloads it and every controller rebuilds itself from the `nil`
/// action. No controller has a restoration identifier. A saved state that cannot be loaded is reported
/// in the log and the window starts at the root.
@MainActor
public final class RecordingsMVCVSAppDelegate: ApplicationDelegate {
    /// The restoration key of a window's view state (the book's `.viewStateKey`).
    public static let viewStateKey = "viewState"

    /// The library.
    public let library: RecordingsLibrary
    /// The document all windows share.
    public let documentStore: DocumentStore
    /// How the app was launched.
    public let options: RecordingsMVCVSOptions
    /// Each open window's model, held weakly (the window's root controller owns it); the newest one is
    /// the one the inspector shows, and the library's problems go into each one's view state.
    private let windows: RecordingsWindows<WindowModel>

    /// Opens the library through the app's launch path (see ``RecordingsCore/RecordingsLibrary``).
    ///
    /// - Throws: ``Services/PersistenceError`` when the library is locked by another process or cannot be
    ///   read.
    public convenience init(
        environment: AppEnvironment, options: RecordingsMVCVSOptions = RecordingsMVCVSOptions()
    ) throws(PersistenceError) {
        self.init(library: try RecordingsLibrary(environment: environment), options: options)
    }

    /// Creates the delegate for an open library (tests use the book's in-memory testing store).
    public init(library: RecordingsLibrary, options: RecordingsMVCVSOptions = RecordingsMVCVSOptions()) {
        self.library = library
        self.options = options
        documentStore = DocumentStore(library: library)
        // NB: the book logs the view state; the document is the whole library, and the file on disk shows
        // it, so it is not printed on every change.
        windows = RecordingsWindows(library: library) { message, _, model in
            model.viewStateStore.showMessage(
                MessageAlertState(title: RecordingsStrings.libraryProblem, message: message))
        }
    }

    public func application(_ application: Application, configure window: Window) {
        let model = WindowModel(
            documentStore: documentStore, log: options.log, travelsDocument: options.timeTravel,
            historyLimit: options.historyLimit)
        var makeHistory: (@MainActor () -> ViewController)?
        if options.timeTravel {
            let history = model.history
            makeHistory = { HistoryViewController(history: history) }
        }
        let split = RecordingsSplitViewController(context: model.context, makeAccessory: makeHistory)
        split.keepAlive(model)
        window.rootViewController = split
        windows.add(model, for: window)
    }

    /// The window models, for tests: the newest window's last.
    public func model(for window: Window) -> WindowModel? {
        windows.value(for: window)
    }

    /// Stops every window's audio and releases the library's lock.
    public func applicationWillTerminate(_ application: Application) {
        for model in windows.values { model.playback.stop() }
        library.close()
    }

    /// The inspector of the newest window (the browser tab opened last): its document, view state and
    /// history.
    public var stateInspector: (any StateInspector)? { windows.newest?.inspector }

    // MARK: State restoration

    public func application(_ application: Application, shouldSaveApplicationState coder: RestorationCoder) -> Bool {
        guard let window = coder.window, let model = model(for: window) else { return false }
        let store = NotifyingStore(name: "ViewState", content: model.viewStateStore.content.restorable)
        do {
            let data = try store.serialized()
            coder.encode(data, forKey: Self.viewStateKey)
            options.log?("Encoding for restoration: " + String(decoding: data, as: UTF8.self))
        } catch {
            options.log?("error: \(error.description)")
        }
        return true
    }

    /// Reloads the window's saved view state; returns false, because no controller restores anything
    /// itself.
    public func application(
        _ application: Application, shouldRestoreApplicationState coder: RestorationCoder
    ) -> Bool {
        guard let window = coder.window, let model = model(for: window),
            let data = coder.decode(Data.self, forKey: Self.viewStateKey)
        else { return false }
        do {
            try model.viewStateStore.reloadAndNotify(jsonData: data)
        } catch {
            options.log?("The saved interface could not be restored: \(error.description)")
        }
        return false
    }
}
