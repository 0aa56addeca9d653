import RecordingsCore
public import Services
public import TEA
public import ViewKit

/// The app delegate of the TEA Recordings app (the book's `AppDelegate` with its `Driver`): opens the
/// library, gives each window a driver whose root controller it installs, and forwards restoration.
///
/// Each window has its own ``AppState`` (its own navigation and player); all share the library, whose
/// changes reach every window through the store subscription.
@MainActor
public final class RecordingsTEAAppDelegate: ApplicationDelegate {
    /// The window's driver type.
    public typealias AppDriver = Driver<AppState, RecordingsCommand<AppState.Message>>

    /// The store, audio backend, clock and transport every window's commands use.
    public let clients: RecordingsClients
    private var drivers: [(window: Weak<Window>, driver: AppDriver)] = []

    /// Opens the library through the app's launch path (see ``RecordingsLibrary``).
    ///
    /// - Throws: ``PersistenceError`` when the library is locked by another process or cannot be read.
    public convenience init(environment: AppEnvironment) throws(PersistenceError) {
        self.init(
            clients: RecordingsClients(
                library: try RecordingsLibrary(
                    dataDirectory: environment.dataDirectory, clock: environment.clock, audio: environment.audio,
                    seedSampleData: environment.seedSampleData)))
    }

    /// Creates the delegate for an open library (tests use an in-memory store).
    public init(clients: RecordingsClients) {
        self.clients = clients
        clients.library.reportProblem = { [weak self] message in self?.present(message) }
    }

    /// The driver of `window`, if the delegate configured it.
    public func driver(for window: Window) -> AppDriver? {
        drivers.first { $0.window.value === window }?.driver
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
            environment: clients)
        driver.decodingUserInfo = { [weak store] in
            guard let store, let key = AppState.rootFolderKey else { return [:] }
            return [key: FolderValue(store.rootFolder)]
        }
        return driver
    }

    public func application(_ application: Application, configure window: Window) {
        drivers.removeAll { $0.window.value == nil }
        let driver = makeDriver()
        drivers.append((Weak(window), driver))
        window.rootViewController = driver.viewController
        for notice in clients.library.takePendingNotices() { present(notice, with: driver) }
    }

    /// Discards recordings in progress (the record scene is never restored), stops the drivers and
    /// releases the library's lock.
    public func applicationWillTerminate(_ application: Application) {
        for (_, driver) in drivers {
            if let recorder = driver.model.recordState?.recorder {
                recorder.stop()
                clients.discardAudio(at: recorder.url)
            }
            driver.stop()
        }
        drivers = []
        clients.library.close()
    }

    // MARK: State restoration

    public func application(_ application: Application, shouldSaveApplicationState coder: RestorationCoder) -> Bool {
        true
    }

    public func application(
        _ application: Application, shouldRestoreApplicationState coder: RestorationCoder
    ) -> Bool {
        true
    }

    // MARK: Helpers

    private func present(_ message: String) {
        for (window, driver) in drivers where window.value != nil { present(message, with: driver) }
    }

    private func present(_ message: String, with driver: AppDriver) {
        driver.interpret(
            .modalAlert(title: RecordingsStrings.libraryProblem, message: message, accept: RecordingsStrings.ok))
    }
}

/// A weak reference, so closed windows do not stay alive through the delegate.
@MainActor
struct Weak<Object: AnyObject> {
    weak var value: Object?
    init(_ value: Object) { self.value = value }
}
