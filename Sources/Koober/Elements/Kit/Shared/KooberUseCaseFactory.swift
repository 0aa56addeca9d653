public import Elements
public import KooberKit
public import KooberReduxKit
public import Logging
public import Redux
public import Services

/// Makes every Koober use case that needs no signed-in session (launch, welcome, sign-in, sign-up, the
/// error dismissals), from the Redux store and the runtime's side-effect objects; the session's use
/// cases come from the ``KooberSignedInUseCaseFactory`` that ``makeSignedInUseCaseFactory(userSession:)``
/// returns. UI-free: the app's containers and the command line both build on it.
///
/// Contract: every `make…` call returns a new, unstarted use case (the book's "a new instance for every
/// run"); the factory shares its side-effect objects between them, as the book's containers share the
/// user-session data store. Closure factories are the methods themselves
/// (`factory.makeSignInUseCase(username:password:)` fits ``SignInUseCaseFactory``), and the factory
/// conforms to every `…UseCaseMaking` protocol of its scope.
@MainActor
public final class KooberUseCaseFactory {
    /// The Redux store use cases dispatch to and read.
    public let stateStore: KooberStateStore
    /// Where the signed-in session is kept.
    public let userSessionDataStore: any UserSessionDataStore
    /// What writes sign-ins and sign-outs to ``userSessionDataStore`` once the app launched.
    public let userSessionStatePersister: any UserSessionStatePersister
    /// Sign-in, sign-up and sign-out.
    public let authRemoteAPI: any AuthRemoteAPI
    /// Where the person is.
    public let locator: any Locator
    /// The clock the fakes and the drop-off search's debouncing run on.
    public let clock: any Clock
    /// Where searches and error messages take their identities.
    public let ids: UUIDGenerator
    /// Where ignored requests are logged.
    public let logger: Logger
    /// Where the use cases dispatch: the store's dispatcher unless the init was given another.
    public let actionDispatcher: any ActionDispatcher<KooberAction>
    let makeNewRideRemoteAPI: @MainActor (UserSession) -> any NewRideRemoteAPI

    /// Creates the factory.
    ///
    /// - Parameters:
    ///   - stateStore: the store every use case dispatches to (and reads, for stale requests).
    ///   - userSessionDataStore: where the session is kept; read at launch, forgotten at sign-out.
    ///   - userSessionStatePersister: what persists sign-ins; nil makes the Redux one over `stateStore`.
    ///   - authRemoteAPI: sign-in, sign-up and the sign-out's token revocation.
    ///   - locator: where the person is.
    ///   - makeNewRideRemoteAPI: the ride service for a session (called once per signed-in factory).
    ///   - clock: the clock debouncing runs on.
    ///   - ids: where searches and error messages take their identities.
    ///   - logger: where ignored requests are logged.
    ///   - actionDispatcher: where use cases dispatch; nil is `stateStore`'s (a wrapper that forwards to
    ///     the store can watch the actions, as a test or a command line does).
    public init(
        stateStore: KooberStateStore, userSessionDataStore: any UserSessionDataStore,
        userSessionStatePersister: (any UserSessionStatePersister)? = nil, authRemoteAPI: any AuthRemoteAPI,
        locator: any Locator, makeNewRideRemoteAPI: @escaping @MainActor (UserSession) -> any NewRideRemoteAPI,
        clock: any Clock, ids: UUIDGenerator = .random, logger: Logger = Logger(label: "apparch.koober.elements"),
        actionDispatcher: (any ActionDispatcher<KooberAction>)? = nil
    ) {
        self.stateStore = stateStore
        self.actionDispatcher = actionDispatcher ?? stateStore.actionDispatcher
        self.userSessionDataStore = userSessionDataStore
        self.userSessionStatePersister =
            userSessionStatePersister ?? ReduxUserSessionStatePersister(stateStore: stateStore, logger: logger)
        self.authRemoteAPI = authRemoteAPI
        self.locator = locator
        self.makeNewRideRemoteAPI = makeNewRideRemoteAPI
        self.clock = clock
        self.ids = ids
        self.logger = logger
    }

    /// The store's current state, as use cases that check for stale requests read it.
    var appState: @MainActor () -> AppState { { [stateStore] in stateStore.state } }

    /// The factory of `userSession`'s use cases, with one ride service for the session (as the Redux
    /// signed-in container holds one).
    public func makeSignedInUseCaseFactory(userSession: UserSession) -> KooberSignedInUseCaseFactory {
        KooberSignedInUseCaseFactory(
            userSession: userSession, newRideRemoteAPI: makeNewRideRemoteAPI(userSession), appFactory: self)
    }

    // MARK: Launching

    /// A new ``LoadUserSessionUseCase``.
    public func makeLoadUserSessionUseCase() -> any UseCase {
        LoadUserSessionUseCase(
            actionDispatcher: actionDispatcher, userSessionDataStore: userSessionDataStore,
            userSessionStatePersister: userSessionStatePersister, ids: ids)
    }

    // MARK: Onboarding

    /// A new ``GoToSignInUseCase``.
    public func makeGoToSignInUseCase() -> any UseCase {
        GoToSignInUseCase(actionDispatcher: actionDispatcher)
    }

    /// A new ``GoToSignUpUseCase``.
    public func makeGoToSignUpUseCase() -> any UseCase {
        GoToSignUpUseCase(actionDispatcher: actionDispatcher)
    }

    /// A new ``NavigatedBackToWelcomeUseCase``.
    public func makeNavigatedBackToWelcomeUseCase() -> any UseCase {
        NavigatedBackToWelcomeUseCase(actionDispatcher: actionDispatcher)
    }

    /// A new ``SignInUseCase`` (Redux, the app's default) for `username` and `password`.
    public func makeSignInUseCase(username: String, password: Secret) -> any UseCase {
        SignInUseCase(
            username: username, password: password, remoteAPI: authRemoteAPI,
            actionDispatcher: actionDispatcher, ids: ids, logger: logger, appState: appState)
    }

    /// A new ``BidirectionalSignInUseCase`` that saves the session in ``userSessionDataStore`` and
    /// reports to `onStart` and `onComplete` (no-ops when nil).
    public func makeSignInUseCase(
        username: String, password: Secret, onStart: (@MainActor () -> Void)? = nil,
        onComplete: (@MainActor (SignInUseCaseResult) -> Void)? = nil
    ) -> any UseCase {
        BidirectionalSignInUseCase(
            username: username, password: password, remoteAPI: authRemoteAPI, dataStore: userSessionDataStore,
            ids: ids, onStart: onStart, onComplete: onComplete)
    }

    /// A new ``HybridSignInUseCase`` that saves the session in ``userSessionDataStore`` and reports
    /// only success or the error to `onComplete`.
    public func makeHybridSignInUseCase(
        username: String, password: Secret, onStart: (@MainActor () -> Void)? = nil,
        onComplete: (@MainActor (HybridSignInUseCaseResult) -> Void)? = nil
    ) -> any UseCase {
        HybridSignInUseCase(
            username: username, password: password, remoteAPI: authRemoteAPI, dataStore: userSessionDataStore,
            ids: ids, onStart: onStart, onComplete: onComplete)
    }

    /// A new ``DatabaseSignInUseCase`` whose database is the state store (a ``StateStoreSignInDataStore``):
    /// the form follows its writes as it follows the Redux use case's actions.
    public func makeDatabaseSignInUseCase(username: String, password: Secret) -> any UseCase {
        DatabaseSignInUseCase(
            username: username, password: password, remoteAPI: authRemoteAPI,
            dataStore: StateStoreSignInDataStore(actionDispatcher: actionDispatcher), ids: ids, logger: logger)
    }

    /// A use case that reads the session the hybrid sign-in saved in ``userSessionDataStore`` and records
    /// it in the store.
    public func makeRecordStoredSessionUseCase() -> any UseCase {
        RecordStoredSessionUseCase(
            userSessionDataStore: userSessionDataStore, actionDispatcher: actionDispatcher, ids: ids)
    }

    /// A use case that records in the store a session the bidirectional sign-in brought back.
    public func makeRecordSignedInUseCase(userSession: UserSession) -> any UseCase {
        RecordSignedInUseCase(userSession: userSession, actionDispatcher: actionDispatcher)
    }

    /// A new ``SignUpUseCase`` for `newAccount`.
    public func makeSignUpUseCase(newAccount: NewAccount) -> any UseCase {
        SignUpUseCase(
            newAccount: newAccount, remoteAPI: authRemoteAPI, actionDispatcher: actionDispatcher,
            ids: ids, logger: logger, appState: appState)
    }

    // MARK: Errors

    /// A new ``FinishedPresentingErrorUseCase`` for `screen`; the launch screen's also starts the
    /// session persister (as the Redux launch does once its error was dismissed).
    public func makeFinishedPresentingErrorUseCase(
        errorMessage: ErrorMessage, screen: FinishedPresentingErrorUseCase.Screen
    ) -> any UseCase {
        let afterwards: @MainActor () -> Void =
            switch screen {
            case .launch:
                { [userSessionStatePersister, userSessionDataStore] in
                    userSessionStatePersister.startPersistingStateChanges(to: userSessionDataStore)
                }
            default: {}
            }
        return FinishedPresentingErrorUseCase(
            errorMessage: errorMessage, screen: screen, actionDispatcher: actionDispatcher,
            afterwards: afterwards)
    }

    /// The closure form of ``makeFinishedPresentingErrorUseCase(errorMessage:screen:)`` for one screen.
    public func finishedPresentingErrorUseCaseFactory(
        for screen: FinishedPresentingErrorUseCase.Screen
    ) -> FinishedPresentingErrorUseCaseFactory {
        { [self] errorMessage in makeFinishedPresentingErrorUseCase(errorMessage: errorMessage, screen: screen) }
    }
}

extension KooberUseCaseFactory: LoadUserSessionUseCaseMaking, GoToSignInUseCaseMaking, GoToSignUpUseCaseMaking,
    NavigatedBackToWelcomeUseCaseMaking, SignInUseCaseMaking, BidirectionalSignInUseCaseMaking, SignUpUseCaseMaking,
    FinishedPresentingErrorUseCaseMaking
{}
