public import Elements
public import KooberKit
public import KooberReduxKit
public import Logging
public import Redux

/// Signing up (the sample's Elements `SignUpUseCase`, doing what
/// `ReduxSignUpUserInteractions.signUp(_:)` does): dispatches ``SignUpActions/signingUp``, then
/// ``SignInActions/signedIn(_:)`` or ``SignUpActions/signUpFailed(_:)`` ("Sign Up Failed").
///
/// As in MVVM and Redux, empty fields fail at once without a request, the error naming them ("Fill in
/// Full Name and Password."), and a start while the form shows a sign-up running (read through
/// `appState`) does nothing but log. (The sample's use case dispatches no `SigningUp`.)
///
/// Contract: lives until the remote API answered, then is freed.
@MainActor
public final class SignUpUseCase: UseCase {
    // MARK: - Properties
    let newAccount: NewAccount
    let remoteAPI: any AuthRemoteAPI
    let actionDispatcher: any ActionDispatcher<KooberAction>
    let ids: UUIDGenerator
    let logger: Logger
    let appState: (@MainActor () -> AppState)?

    // MARK: - Methods
    /// Creates the use case for `newAccount`.
    ///
    /// - Parameters:
    ///   - ids: where error messages take their identities.
    ///   - logger: where an ignored sign-up is logged.
    ///   - appState: the store's current state, to ignore a sign-up while one runs; nil never ignores.
    public init(
        newAccount: NewAccount, remoteAPI: any AuthRemoteAPI, actionDispatcher: any ActionDispatcher<KooberAction>,
        ids: UUIDGenerator, logger: Logger = Logger(label: "apparch.koober.elements"),
        appState: (@MainActor () -> AppState)? = nil
    ) {
        self.newAccount = newAccount
        self.remoteAPI = remoteAPI
        self.actionDispatcher = actionDispatcher
        self.ids = ids
        self.logger = logger
        self.appState = appState
    }

    public func start() {
        if let appState,
            case .inScope(let signUp) = OnboardingGetters().getSignUpViewControllerState(appState: appState()),
            !signUp.inputEnabled
        {
            return logger.notice("Ignored Sign Up: a sign-up is running already.")
        }
        remoteAPI.signUp(newAccount, reportingTo: actionDispatcher, ids: ids, keepingAlive: self)
    }
}
