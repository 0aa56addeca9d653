public import ViewKit

/// The MVC+ViewState Recordings app's entry for hosts, `apparch` and the conformance suite.
public enum RecordingsMVCVSApp {
    /// The pattern's name.
    public static let patternName = "mvcvs"

    /// The book's chapter 6 pattern without logging or time travel (the conformance suite's).
    public static let pattern = pattern(options: RecordingsMVCVSOptions())

    /// The pattern with `options`: what `apparch drive|serve recordings --pattern mvcvs` launches.
    public static func pattern(options: RecordingsMVCVSOptions) -> AppPattern {
        AppPattern(
            name: patternName,
            summary: "MVC+ViewState (App Architecture, chapter 6): all view state in an observed, Codable store",
            makeDelegate: { environment in try RecordingsMVCVSAppDelegate(environment: environment, options: options) }
        )
    }
}
