public import ViewKit

/// The TEA Recordings app's entry for hosts, `apparch` and the conformance suite.
public enum RecordingsTEAApp {
    /// The book's chapter 8 pattern, named "tea".
    public static let pattern = AppPattern(
        name: "tea",
        summary: "The Elm Architecture (App Architecture, chapter 8): state, messages, virtual views and a driver",
        makeDelegate: { environment in try RecordingsTEAAppDelegate(environment: environment) }
    )
}
