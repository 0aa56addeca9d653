public import KooberKit

/// The profile's actions (the sample's `ProfileActions`, with the in-progress one the MVVM profile
/// shows); success is ``AppRunningActions/signOut``.
public enum ProfileActions: Equatable, Codable, Sendable {
    /// Signing out is under way: "Sign Out" is disabled.
    case signingOut
    /// The session could not be forgotten: the person stays signed in and sees the error.
    case signOutFailed(ErrorMessage)
    /// The person dismissed the error.
    case finishedPresentingError(ErrorMessage)
}
