public import Elements
public import KooberKit
public import KooberReduxKit
public import Redux

/// Tells the store that a person signed in elsewhere: the bidirectional sign-in variant's last step, once
/// its `onComplete` brought the session to the screen. It dispatches ``SignInActions/signedIn(_:)``, which
/// takes the app to the signed-in screens as the Redux use case's own success does.
@MainActor
public final class RecordSignedInUseCase: UseCase {
    let userSession: UserSession
    let actionDispatcher: any ActionDispatcher<KooberAction>

    /// Creates the use case for `userSession` over the store's dispatcher.
    public init(userSession: UserSession, actionDispatcher: any ActionDispatcher<KooberAction>) {
        self.userSession = userSession
        self.actionDispatcher = actionDispatcher
    }

    public func start() {
        actionDispatcher.dispatch(.signIn(.signedIn(userSession)))
    }
}
