public import Redux

/// Welcome in Redux (the sample's `ReduxWelcomeUserInteractions`): each button dispatches its
/// ``WelcomeActions`` case.
@MainActor
public final class ReduxWelcomeUserInteractions: WelcomeUserInteractions {
    let actionDispatcher: any ActionDispatcher<KooberAction>

    /// Creates the interactions.
    public init(actionDispatcher: any ActionDispatcher<KooberAction>) {
        self.actionDispatcher = actionDispatcher
    }

    public func goToSignUp() {
        actionDispatcher.dispatch(.welcome(.goToSignUp))
    }

    public func goToSignIn() {
        actionDispatcher.dispatch(.welcome(.goToSignIn))
    }
}
