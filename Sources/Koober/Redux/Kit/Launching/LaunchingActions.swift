public import KooberKit

/// What launch reports (the sample's `LaunchingActions`).
public enum LaunchingActions: Equatable, Codable, Sendable {
    /// The stored session was read: the app runs, signed in or onboarding.
    case finishedLaunchingApp(AuthenticationState)
    /// The stored session could not be read: the launch screen presents the error.
    case finishedLaunchingAppWithError(ErrorMessage)
    /// The person dismissed the launch error: with no more errors, the app goes on to onboarding.
    case finishedPresentingLaunchError(ErrorMessage)
    /// A window restored what an earlier launch saved: the running app starts there (once launch has
    /// read the stored session, which always decides who is signed in), or, when it runs already, goes
    /// there for the session it has. See ``RestorableAppState/appRunningState(for:)``.
    case restoredState(RestorableAppState)
}
