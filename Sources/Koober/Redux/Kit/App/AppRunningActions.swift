/// The running app's actions (the sample's `AppRunningActions`).
public enum AppRunningActions: Equatable, Codable, Sendable {
    /// The session was forgotten: back to a new onboarding, at welcome.
    case signOut
}
