public import KooberReduxKit

/// Which onboarding screen shows: the onboarding state's case, without its contents, so the flow hears
/// only the moves between screens.
public enum OnboardingScreen: Equatable, Sendable {
    /// Welcome.
    case welcome
    /// The sign-in form.
    case signIn
    /// The sign-up form.
    case signUp

    /// The screen `state` shows.
    public init(_ state: OnboardingState) {
        switch state {
        case .welcoming: self = .welcome
        case .signingIn: self = .signIn
        case .signingUp: self = .signUp
        }
    }
}
