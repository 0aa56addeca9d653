/// The onboarding stack's own actions (the sample's `OnboardingActions`).
public enum OnboardingActions: Equatable, Codable, Sendable {
    /// The person went back (the system's Back) to welcome; the form they left is forgotten.
    case navigatedBackToWelcome
}
