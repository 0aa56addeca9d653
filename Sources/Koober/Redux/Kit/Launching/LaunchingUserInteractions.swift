public import KooberKit

/// What the launch screen can do (the sample's `LaunchingUserInteractions`).
@MainActor
public protocol LaunchingUserInteractions: AnyObject {
    /// Reads the stored session and runs the app (the screen calls it once it observes its state).
    func launchApp()
    /// The person dismissed `errorMessage`.
    func finishedPresenting(_ errorMessage: ErrorMessage)
}
