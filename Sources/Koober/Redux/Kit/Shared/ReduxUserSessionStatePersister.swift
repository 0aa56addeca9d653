public import KooberKit
public import Logging
public import OpenCombine

/// Persists who is signed in by observing the store (the sample's `ReduxUserSessionStatePersister`).
///
/// It follows ``AuthenticationState`` (nil while launching) through a store publisher with repeats
/// removed, and subscribes only when ``startPersistingStateChanges(to:)`` is called (launch calls it
/// after dispatching what it read). The value at that moment is skipped (`dropFirst`): the data store
/// holds it already. After that, a sign-in or sign-up saves the session once, and a sign-out deletes
/// the session that was signed in. Nothing else changes the data store: the app going back to launching
/// (only the inspector's time travel does that) is no sign-out. Failures are logged: the person's state
/// is the store's.
///
/// NB: it does not revoke the token of a deleted session, as `KooberUserSessionRepository.signOut`
/// does: travelling back past a sign-in in the inspector deletes the stored session, and travelling
/// forward saves it again, which a revoked token would not survive. The profile's "Sign Out" revokes
/// it (see ``ReduxProfileUserInteractions``).
@MainActor
public final class ReduxUserSessionStatePersister: UserSessionStatePersister {
    /// A change of who is signed in: the state before it (the last one known, skipping launching) and
    /// the new one.
    private struct Transition {
        var previous: AuthenticationState?
        var current: AuthenticationState?
    }

    let authenticationStatePublisher: AnyPublisher<AuthenticationState?, Never>
    let logger: Logger
    private var subscription: AnyCancellable?

    /// A persister of the authentication states `authenticationStates` sends (the current one first),
    /// logging failures to `logger`; nothing is subscribed before ``startPersistingStateChanges(to:)``.
    public init(
        authenticationStates: AnyPublisher<AuthenticationState?, Never>,
        logger: Logger = Logger(label: "apparch.koober.redux")
    ) {
        authenticationStatePublisher = authenticationStates.removeDuplicates().eraseToAnyPublisher()
        self.logger = logger
    }

    /// A persister of `stateStore`'s authentication state, read with `appRunningGetters` (the sample's
    /// `init(reduxStore:)`).
    public convenience init(
        stateStore: KooberStateStore, appRunningGetters: AppRunningGetters = AppRunningGetters(),
        logger: Logger = Logger(label: "apparch.koober.redux")
    ) {
        self.init(
            authenticationStates: stateStore.publisher(appRunningGetters.getAuthenticationState), logger: logger)
    }

    public func startPersistingStateChanges(to userSessionDataStore: any UserSessionDataStore) {
        guard subscription == nil else { return }
        subscription =
            authenticationStatePublisher
            .scan(Transition()) { Transition(previous: $0.current ?? $0.previous, current: $1) }
            .dropFirst()
            .sink { [weak self] transition in self?.persist(transition, to: userSessionDataStore) }
    }

    private func persist(_ transition: Transition, to userSessionDataStore: any UserSessionDataStore) {
        switch (transition.previous, transition.current) {
        case (_, .signedIn(let userSession)):
            userSessionDataStore.save(userSession: userSession)
                .catch { [logger] error in logger.error("Could not save the session: \(error)") }
        case (.signedIn(let userSession), .notSignedIn):
            userSessionDataStore.delete(userSession: userSession)
                .catch { [logger] error in logger.error("Could not delete the session: \(error)") }
        case (_, .notSignedIn), (_, nil):
            break
        }
    }
}
