public import KooberKit

/// The top-level screen the main view shows (the sample's `MainViewControllerState`): the main view
/// observes only this, so it changes its child only when the top-level screen changes.
public enum MainViewControllerState: Equatable, Sendable {
    /// The launch screen.
    case launching
    /// The onboarding stack.
    case onboarding
    /// The signed-in screens of `UserSession`'s person.
    case signedIn(UserSession)

    /// The top-level screen of `appState`.
    public static func mainViewControllerState(fromAppState appState: AppState) -> MainViewControllerState {
        switch appState {
        case .launching: .launching
        case .running(.onboarding): .onboarding
        case .running(.signedIn(_, let userSession)): .signedIn(userSession)
        }
    }
}
