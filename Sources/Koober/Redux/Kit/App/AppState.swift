/// The whole state of Koober in Redux, the store's root (the sample's `AppState`): launching until the
/// stored session is read, then running. Every screen's state is a part of it, reached with the getters
/// (``EntryPointGetters`` and the getters of each feature).
public enum AppState: Equatable, Codable, Sendable {
    /// Reading the stored session (the launch screen).
    case launching(LaunchViewControllerState)
    /// Onboarding or signed in.
    case running(AppRunningState)
}
