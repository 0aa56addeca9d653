public import Redux

/// The signed-in screens in Redux (the sample's `ReduxSignedInUserInteractions`).
@MainActor
public final class ReduxSignedInUserInteractions: SignedInUserInteractions {
    let actionDispatcher: any ActionDispatcher<KooberAction>

    /// Creates the interactions.
    public init(actionDispatcher: any ActionDispatcher<KooberAction>) {
        self.actionDispatcher = actionDispatcher
    }

    public func presentProfile() {
        actionDispatcher.dispatch(.signedIn(.viewProfile))
    }
}
