import RecordingsCore
public import RecordingsUI
public import Services
public import TEA
public import ViewKit

/// The app delegate of the TEA Recordings app (the book's `AppDelegate` with its `Driver`): opens the
/// library, gives each window a driver whose root controller it installs, and forwards restoration.
///
/// Each window has its own ``AppState`` (its own navigation and player); all share the library, whose
/// changes reach every window through the store subscription.
@MainActor
public final class RecordingsTEAAppDelegate: StateRestoringDelegate {
    /// The window's driver type.
    public typealias AppDriver = Driver<AppState, RecordingsCommand<AppState.Message>>

    /// The store, audio backend, clock and transport every window's commands use.
    public let clients: RecordingsClients
    /// Each window's driver, held until its window is gone; the library's problems show through them as
    /// alert commands.
    private let windows: RecordingsWindows<AppDriver>

    /// Opens the library through the app's launch path (see ``RecordingsLibrary``).
    ///
    /// - Throws: ``PersistenceError`` when the library is locked by another process or cannot be read.
    public convenience init(environment: AppEnvironment) throws(PersistenceError) {
        self.init(clients: RecordingsClients(library: try RecordingsLibrary(environment: environment)))
    }

    /// Creates the delegate for an open library (tests use an in-memory store).
    public init(clients: RecordingsClients) {
        self.clients = clients
        windows = RecordingsWindows(library: clients.library, holding: .strongly) { message, _, driver in
            driver.interpret(
                .modalAlert(title: RecordingsStrings.libraryProblem, message: message, accept: RecordingsStrings.ok))
        }
    }

    /// The driver of `window`, if the delegate configured it.
    public func driver(for window: Window) -> AppDriver? {
        windows.value(for: window)
    }

    /// Makes a driver for a window showing the library's root (the book's construction).
    public func makeDriver() -> AppDriver {
        let store = clients.store
        let driver = AppDriver(
            AppState(rootFolder: FolderValue(store.rootFolder)),
            update: { state, message in state.update(message) },
            view: { state in state.viewController },
            subscriptions: { state in state.subscriptions.map { $0.subscription(store: store) } },
            restoredCommands: { state in state.restoredCommands },
            clock: clients.clock,
            environment: clients,
            // NB: the book's driver renders after every message; a message that changes nothing (a delete
            // that waits for the store's change, say) is not rendered. Unchanged folders compare by storage.
            isUnchanged: ==)
        driver.decodingUserInfo = { [weak store] in
            guard let store, let key = AppState.rootFolderKey else { return [:] }
            return [key: FolderValue(store.rootFolder)]
        }
        return driver
    }

    public func application(_ application: Application, configure window: Window) {
        let driver = makeDriver()
        window.rootViewController = driver.viewController
        windows.add(driver, for: window)
    }

    /// Discards recordings in progress (the record scene is never restored), stops the drivers and
    /// releases the library's lock.
    public func applicationWillTerminate(_ application: Application) {
        for driver in windows.values {
            if let recorder = driver.model.recordState?.recorder {
                recorder.stop()
                clients.discardAudio(at: recorder.url)
            }
            driver.stop()
        }
        windows.removeAll()
        clients.library.close()
    }
}
