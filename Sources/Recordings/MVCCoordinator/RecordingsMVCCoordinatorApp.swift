import RecordingsCore
import RecordingsMVC
import RecordingsUI
public import ViewKit

/// The Recordings app of chapter 4's lesson "Coordinators", applied to chapter 3's MVC: its entry for hosts,
/// `apparch` and the conformance suite.
public enum RecordingsMVCCoordinatorApp {
    /// MVC whose app delegate is built with a ``Coordinator`` as its screen factory, named "mvc-coordinator".
    public static let pattern = AppPattern(
        name: "mvc-coordinator",
        summary:
            "MVC with a coordinator (App Architecture, chapter 4's lessons): folder screens tell it what the person"
            + " selected, it owns navigation",
        makeDelegate: { environment in
            RecordingsMVCAppDelegate(context: try RecordingsLibrary(environment: environment), screens: Coordinator())
        }
    )
}
