public import Eight
import Logging
public import Services
public import ViewKit

/// The app delegate: opens the shared model in the data folder and gives each window the screen of the
/// rows of its pattern (all eight, or one), reporting an unreadable document in an alert.
@MainActor
public final class EightAppDelegate: ApplicationDelegate {
    /// The model every row and window shares.
    public let model: TextModel
    /// The rows each window shows.
    public let rows: [EightRow]
    /// The error of the last save, if it failed.
    public private(set) var lastSaveError: PersistenceError?
    private let clock: any Clock
    private let logger = Logger(label: "apparch.eight")

    /// Opens the model in `environment.dataDirectory` for a screen of `rows`.
    ///
    /// - Throws: ``Services/PersistenceError`` when the document is locked by another process, or cannot be
    ///   read or moved aside.
    public init(environment: AppEnvironment, rows: [EightRow]) throws(PersistenceError) {
        model = try TextModel(directory: environment.dataDirectory)
        self.rows = rows
        clock = environment.clock
        if let problem = model.loadProblem { logger.warning("\(problem)") }
        model.onSaveError = { [weak self] error in
            self?.lastSaveError = error
            self?.logger.error("\(error.description)")
        }
    }

    public func application(_ application: Application, configure window: Window) {
        let screen = EightViewController(model: model, rows: rows, clock: clock)
        let navigation = NavigationController(rootViewController: screen)
        window.rootViewController = navigation
        if let problem = model.loadProblem {
            let alert = AlertController(title: EightStrings.couldNotRead, message: problem)
            alert.addAction(AlertAction(title: EightStrings.ok, style: .cancel))
            navigation.present(alert, animated: false)
        }
    }

    public func applicationWillTerminate(_ application: Application) {
        model.close()
    }
}
