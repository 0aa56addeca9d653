public import Redux

/// The onboarding stack in Redux (the sample's `ReduxOnboardingUserInteractions`).
@MainActor
public final class ReduxOnboardingUserInteractions: OnboardingUserInteractions {
    let actionDispatcher: any ActionDispatcher<KooberAction>

    /// Creates the interactions.
    public init(actionDispatcher: any ActionDispatcher<KooberAction>) {
        self.actionDispatcher = actionDispatcher
    }

    public func navigatedBackToWelcome() {
        actionDispatcher.dispatch(.onboarding(.navigatedBackToWelcome))
    }
}
