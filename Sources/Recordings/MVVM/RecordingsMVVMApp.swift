public import ViewKit

/// The MVVM Recordings app's entry for hosts, `apparch` and the conformance suite.
public enum RecordingsMVVMApp {
    /// The book's chapter 4 "MVVM with less reactive programming", named "mvvm".
    public static let pattern = AppPattern(
        name: "mvvm",
        summary:
            "MVVM with less reactive programming (App Architecture, chapter 4): view models with plain "
            + "observable properties, a coordinator for navigation",
        makeDelegate: { environment in try RecordingsMVVMAppDelegate(environment: environment) }
    )
}
