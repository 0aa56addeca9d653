public import ViewKit

/// The entry for hosts, `apparch` and the conformance suite of chapter 3's MVC as the chapter first
/// presents it, before its Improvements section.
public enum RecordingsMVCBasicApp {
    /// The lesson variant named "mvc-basic".
    public static let pattern = AppPattern(
        name: "mvc-basic",
        summary:
            "MVC of chapter 3, as first presented, before its improvements: a notification handler sets the folder,"
            + " the controller is its own data source, the player owns its audio (no mini player)",
        makeDelegate: { environment in try RecordingsMVCBasicAppDelegate(environment: environment) }
    )
}
