import RecordingsCore
public import RecordingsMVC
import RecordingsUI
public import Services
public import ViewKit

/// The Recordings app of chapter 8's lesson "Declarative Views" applied to chapter 3's MVC: MVC's app
/// delegate and folder screens, whose player describes its views as a list of ``ContentElement``s made
/// from the playback and updates the same views in place when it changes.
public enum RecordingsMVCDeclarativeApp {
    /// The pattern, named "mvc-declarative".
    public static var pattern: AppPattern {
        AppPattern(
            name: "mvc-declarative",
            summary:
                "MVC whose player is declared as a list of content elements, updated in place (lesson of chapter 8)",
            makeDelegate: { environment in try makeDelegate(environment: environment) }
        )
    }

    /// MVC's app delegate over the library opened through the app's launch path, making
    /// ``DeclarativeScreens``.
    ///
    /// - Throws: ``PersistenceError`` when the library is locked by another process or cannot be read.
    @MainActor
    public static func makeDelegate(environment: AppEnvironment) throws(PersistenceError) -> RecordingsMVCAppDelegate {
        RecordingsMVCAppDelegate(
            context: try RecordingsLibrary(environment: environment), screens: DeclarativeScreens())
    }
}
