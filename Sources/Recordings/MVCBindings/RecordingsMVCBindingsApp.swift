import RecordingsCore
public import RecordingsMVC
import RecordingsUI
public import Services
public import ViewKit

/// The Recordings app of chapter 7's lesson "Composing Views" applied to chapter 3's MVC: MVC's app
/// delegate and folder screens, whose player binds the model's publishers straight to its views, with no
/// view model, and composes its progress row with a function (``progressRow(progress:duration:)``).
public enum RecordingsMVCBindingsApp {
    /// The pattern, named "mvc-bindings".
    public static var pattern: AppPattern {
        AppPattern(
            name: "mvc-bindings",
            summary:
                "MVC with reactive bindings and no view models, views composed by functions (lesson of chapter 7)",
            makeDelegate: { environment in try makeDelegate(environment: environment) }
        )
    }

    /// MVC's app delegate over the library opened through the app's launch path, making ``BindingsScreens``.
    ///
    /// - Throws: ``PersistenceError`` when the library is locked by another process or cannot be read.
    @MainActor
    public static func makeDelegate(environment: AppEnvironment) throws(PersistenceError) -> RecordingsMVCAppDelegate {
        RecordingsMVCAppDelegate(context: try RecordingsLibrary(environment: environment), screens: BindingsScreens())
    }
}
