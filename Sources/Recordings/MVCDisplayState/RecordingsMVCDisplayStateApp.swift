import RecordingsCore
import RecordingsMVC
import RecordingsUI
public import ViewKit

/// The Recordings app of the display-state lesson (chapters 6 and 8), applied to chapter 3's MVC: its entry
/// for hosts, `apparch` and the conformance suite.
public enum RecordingsMVCDisplayStateApp {
    /// MVC whose app delegate is built with ``DisplayStateScreens``, named "mvc-displaystate".
    public static let pattern = AppPattern(
        name: "mvc-displaystate",
        summary:
            "MVC whose player and record screen draw from one DisplayState in updateViews() (App Architecture,"
            + " lessons of chapters 6 and 8)",
        makeDelegate: { environment in
            RecordingsMVCAppDelegate(
                context: try RecordingsLibrary(environment: environment), screens: DisplayStateScreens())
        }
    )
}
