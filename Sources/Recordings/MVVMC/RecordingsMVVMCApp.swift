public import ViewKit

/// The MVVM-C Recordings app's entry for hosts, `apparch` and the conformance suite.
public enum RecordingsMVVMCApp {
    /// The book's chapter 4 pattern, named "mvvmc".
    public static let pattern = AppPattern(
        name: "mvvmc",
        summary:
            "Model-View-ViewModel + Coordinator (App Architecture, chapter 4): view models as OpenCombine pipelines, a coordinator for navigation",
        makeDelegate: { environment in try RecordingsMVVMCAppDelegate(environment: environment) }
    )
}
