public import Elements
public import KooberKit
public import KooberReduxKit
public import Logging
public import Redux

/// Signing in, Redux-unidirectional (the book's fifth variant and Koober's default; the sample's
/// Elements `SignInUseCase`, doing what `ReduxSignInUserInteractions.signIn(email:password:)` does).
///
/// ``start()`` dispatches ``SignInActions/signingIn`` at once, before any I/O, then asks the remote API
/// and dispatches ``SignInActions/signedIn(_:)`` or ``SignInActions/signInFailed(_:)`` ("Sign In
/// Failed" / "Could not sign in.\nPlease try again.", whatever the cause). No data store: the session
/// persister writes the session when the store is signed in.
///
/// As in MVVM and Redux, empty fields fail at once without a request (the same "Sign In Failed"), and a
/// start while the sign-in form shows a sign-in running (read through `appState`) does nothing but log.
///
/// Contract: lives until the remote API answered (its promise chain holds it), then is freed.
@MainActor
public final class SignInUseCase: UseCase {
    // MARK: - Properties
    // Input data
    let username: String
    let password: Secret
    // Side-effect subsystems
    let remoteAPI: any AuthRemoteAPI
    let actionDispatcher: any ActionDispatcher<KooberAction>
    let ids: UUIDGenerator
    let logger: Logger
    let appState: (@MainActor () -> AppState)?

    // MARK: - Methods
    /// Creates the use case.
    ///
    /// - Parameters:
    ///   - username: the email typed ("" when the field is empty).
    ///   - password: the password typed.
    ///   - ids: where error messages take their identities.
    ///   - logger: where an ignored sign-in is logged.
    ///   - appState: the store's current state, to ignore a sign-in while one runs; nil never ignores.
    public init(
        username: String, password: Secret, remoteAPI: any AuthRemoteAPI,
        actionDispatcher: any ActionDispatcher<KooberAction>, ids: UUIDGenerator,
        logger: Logger = Logger(label: "apparch.koober.elements"), appState: (@MainActor () -> AppState)? = nil
    ) {
        self.username = username
        self.password = password
        self.remoteAPI = remoteAPI
        self.actionDispatcher = actionDispatcher
        self.ids = ids
        self.logger = logger
        self.appState = appState
    }

    public func start() {
        if let appState,
            case .inScope(let signIn) = OnboardingGetters().getSignInViewControllerState(appState: appState()),
            signIn.viewState.signInActivityIndicatorAnimating
        {
            return logger.notice("Ignored Sign In: a sign-in is running already.")
        }
        remoteAPI.signIn(
            email: username, password: password, reportingTo: actionDispatcher, ids: ids, keepingAlive: self)
    }
}
