import Logging
public import Services
public import ViewKit

/// The app delegate: creates the single state controller, injects it into the root screen, and saves
/// when the app goes to the background or quits (the article's rule 9); the state controller also saves
/// each change, and a failed save is logged and kept in ``lastSaveError``.
@MainActor
public final class ToDoAppDelegate: ApplicationDelegate {
    /// The app's state, shared by every window.
    public let stateController: StateController
    /// The error of the last save, if it failed (the hosts report it).
    public private(set) var lastSaveError: PersistenceError?
    private let logger = Logger(label: "apparch.todo")

    /// Creates the delegate, loading the list from `environment.dataDirectory`.
    ///
    /// - Throws: ``PersistenceError`` when the list is locked by another process or cannot be read.
    public init(environment: AppEnvironment) throws(PersistenceError) {
        stateController = try StateController(directory: environment.dataDirectory, clock: environment.clock)
        if let problem = stateController.loadProblem { logger.warning("\(problem)") }
        stateController.onSaveError = { [weak self] error in self?.saveFailed(error) }
    }

    public func application(_ application: Application, configure window: Window) {
        let list = ToDoListTableViewController(stateController: stateController)
        let navigation = NavigationController(rootViewController: list)
        navigation.restorationIdentifier = "navigation"
        window.rootViewController = navigation
        if let problem = stateController.loadProblem {
            let alert = AlertController(title: "Could Not Read Your List", message: problem)
            alert.addAction(AlertAction(title: "OK", style: .cancel))
            navigation.present(alert, animated: false)
        }
    }

    public func applicationDidEnterBackground(_ application: Application) {
        save()
    }

    public func applicationWillTerminate(_ application: Application) {
        save()
        stateController.close()
    }

    private func save() {
        do {
            try stateController.save()
            lastSaveError = nil
        } catch {
            saveFailed(error)
        }
    }

    private func saveFailed(_ error: PersistenceError) {
        lastSaveError = error
        logger.error("\(error.description)")
    }
}
