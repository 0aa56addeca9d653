public import ViewKit

/// The MVC Recordings app's entry for hosts, `apparch` and the conformance suite.
public enum RecordingsMVCApp {
    /// The book's chapter 3 pattern, named "mvc".
    public static let pattern = AppPattern(
        name: "mvc",
        summary: "Model-View-Controller (App Architecture, chapter 3): controllers observe the store's notifications",
        makeDelegate: { environment in try RecordingsMVCAppDelegate(environment: environment) }
    )
}
