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
    public typealias AppDriver = Driver<AppState, AppState.Message>

    /// The library and the audio backend every window shares.
    public let services: RecordingsServices
    private let clock: any Clock
    private var drivers: [(window: Weak<Window>, driver: AppDriver)] = []
    private var pendingNotices: [String] = []

    /// Opens the library in `environment.dataDirectory`, seeding the samples when asked and the library
    /// is empty; the audio backend is the host's, else a simulated one on the clock.
    ///
    /// - Throws: ``PersistenceError`` when the library is locked by another process or cannot be read.
    public init(environment: AppEnvironment) throws(PersistenceError) {
        let store = try Store(url: environment.dataDirectory)
        let audio =
            environment.services.resolve((any AudioBackend).self) ?? SimulatedAudioBackend(clock: environment.clock)
        services = RecordingsServices(store: store, audio: audio)
        clock = environment.clock
        if let notice = store.loadNotice { pendingNotices.append(notice.message) }
        if environment.seedSampleData, store.rootFolder.contents.isEmpty {
            do {
                try SampleLibrary.seed(into: store)
            } catch {
                pendingNotices.append(error.description)
            }
        }
        store.onSaveError = { [weak self] error in self?.present(error.description) }
    }

    /// Creates the delegate for an open library (tests use an in-memory store).
    public init(services: RecordingsServices, clock: any Clock) {
        self.services = services
        self.clock = clock
        services.store.onSaveError = { [weak self] error in self?.present(error.description) }
    }

    /// The driver of `window`, if the delegate configured it.
    public func driver(for window: Window) -> AppDriver? {
        drivers.first { $0.window.value === window }?.driver
    }

    /// Makes a driver for a window showing the library's root (the book's construction).
    public func makeDriver() -> AppDriver {
        let store = services.store
        var environment = ServiceRegistry()
        environment.register(services, as: RecordingsServices.self)
        let driver = AppDriver(
            AppState(rootFolder: FolderValue(store.rootFolder)),
            update: { state, message in state.update(message) },
            view: { state in state.viewController },
            subscriptions: { state in state.subscriptions.map { $0.subscription(store: store) } },
            restoredCommands: { state in state.restoredCommands },
            clock: clock,
            environment: environment)
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
        for notice in pendingNotices { present(notice, with: driver) }
        pendingNotices = []
    }

    /// Discards recordings in progress (the record scene is never restored), stops the drivers and
    /// releases the library's lock.
    public func applicationWillTerminate(_ application: Application) {
        for (_, driver) in drivers {
            if let recorder = driver.model.recordState?.recorder {
                recorder.stop()
                services.discardAudio(at: recorder.url)
            }
            driver.stop()
        }
        drivers = []
        services.store.close()
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
            Command.modalAlert(title: TEAStrings.libraryProblem, message: message, accept: TEAStrings.ok))
    }
}

/// A weak reference, so closed windows do not stay alive through the delegate.
@MainActor
struct Weak<Object: AnyObject> {
    weak var value: Object?
    init(_ value: Object) { self.value = value }
}
