public import KooberKit

/// The app's top-level screens (the sample's `MainView`).
public enum MainView: Equatable, Sendable {
    /// Finding out whether someone is signed in.
    case launching
    /// Nobody is: welcome, sign in, sign up.
    case onboarding
    /// `userSession` is signed in.
    case signedIn(userSession: UserSession)
}
