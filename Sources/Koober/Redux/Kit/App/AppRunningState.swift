public import KooberKit

/// The running app (the sample's `AppRunningState`): onboarding, or signed in with a session that is
/// always valid (signing out destroys the whole signed-in state).
public enum AppRunningState: Equatable, Codable, Sendable {
    /// Nobody is signed in: welcome, sign in, sign up.
    case onboarding(OnboardingState)
    /// The session's person is signed in.
    case signedIn(SignedInViewControllerState, UserSession)
}
