import Foundation
public import Inspection
public import Services
public import ViewKit
import ViewStateStore

/// The app delegate: opens the document, builds the context (document, view state, history, clock), gives
/// each window a ``ClocksSplitViewController``, and saves the view state for restoration.
///
/// Restoration is the article's: the whole restorable state is the serialized view state under one key;
/// restoring reloads it and every controller rebuilds itself from the `nil` action. No controller has a
/// restoration identifier. A view state that cannot be loaded (another version's format) is reported in
/// the log and ignored: restoration fails gracefully, as the article asks.
///
/// NB: every window (browser tab) shows the one view state, as the article's `ViewState.shared` does: the
/// state *is* the interface, so two tabs show the same screens.
///
/// The ``stateInspector`` (the article's remote debugging, in the web host's `/inspect` page) lists the
/// history's actions, travels it and loads or exports both states; a loaded document is saved like
/// every other change.
@MainActor
public final class ClocksAppDelegate: ApplicationDelegate {
    /// The restoration key of the serialized view state (the article's `.viewStateKey`).
    public static let viewStateKey = "viewState"

    /// The shared models.
    public let context: ClocksContext
    /// What went wrong reading the document, if anything; shown in an alert.
    public let loadProblem: String?
    private let file: ClocksDocumentFile
    private let log: @MainActor @Sendable (String) -> Void
    private let inspector: StoreInspector<ClocksDocument, SplitViewState>

    /// Opens the document in `environment.dataDirectory` and builds the context.
    ///
    /// - Throws: ``Services/PersistenceError`` when the document is locked by another process or cannot
    ///   be read or moved aside.
    public init(environment: AppEnvironment, options: ClocksOptions = ClocksOptions()) throws(PersistenceError) {
        file = try ClocksDocumentFile(directory: environment.dataDirectory)
        loadProblem = file.loadProblem
        log = options.log
        context = ClocksContext(
            document: file.loaded, file: file, clock: environment.clock, historyMode: options.historyMode,
            restoration: options.restoration,
            sampleIdentifiers: environment.seedSampleData ? ClocksStrings.sampleIdentifiers : [],
            log: options.log)
        inspector = StoreInspector(
            document: context.document, viewState: context.viewState, history: context.history.states)
        if let loadProblem { options.log(loadProblem) }
        context.onSaveError = { error in options.log("error: \(error.description)") }
    }

    /// The inspector of the document, the view state and their history; the same instance every time.
    public var stateInspector: (any StateInspector)? { inspector }

    public func application(_ application: Application, configure window: Window) {
        let split = ClocksSplitViewController(context: context)
        window.rootViewController = split
        if let loadProblem {
            let alert = AlertController(title: ClocksStrings.couldNotRead, message: loadProblem)
            alert.addAction(AlertAction(title: ClocksStrings.ok, style: .cancel))
            split.present(alert, animated: false)
        }
    }

    public func applicationWillTerminate(_ application: Application) {
        context.close()
    }

    public func application(_ application: Application, shouldSaveApplicationState coder: RestorationCoder) -> Bool {
        do {
            coder.encode(try context.viewState.serialized(), forKey: Self.viewStateKey)
        } catch {
            log("error: \(error.description)")
        }
        return true
    }

    /// Reloads the saved view state; returns false, because no controller restores anything itself.
    public func application(
        _ application: Application, shouldRestoreApplicationState coder: RestorationCoder
    ) -> Bool {
        guard let data = coder.decode(Data.self, forKey: Self.viewStateKey) else { return false }
        do {
            try context.viewState.reloadAndNotify(jsonData: data)
        } catch {
            log("The saved interface could not be restored: \(error.description)")
        }
        return false
    }
}
