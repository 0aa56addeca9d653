import Elements
import KooberElementsKit
import KooberKit
import KooberReduxKit
import Testing

/// The app's pieces for the hybrid and database-backed sign-ins: the hybrid's last step reads the
/// session store, and the database-backed one's database is the state store.
@MainActor @Suite struct SignInVariantStepTests {
    let dispatcher = RecordingDispatcher()

    @Test func recordStoredSessionDispatchesTheStoredSession() {
        RecordStoredSessionUseCase(
            userSessionDataStore: InMemoryUserSessionDataStore(session: Samples.johnny),
            actionDispatcher: dispatcher, ids: Samples.ids
        ).start()
        #expect(dispatcher.actions == [.signIn(.signedIn(Samples.johnny))])
    }

    @Test func recordStoredSessionWithNothingStoredReportsSignInFailed() {
        RecordStoredSessionUseCase(
            userSessionDataStore: InMemoryUserSessionDataStore(), actionDispatcher: dispatcher, ids: Samples.ids
        ).start()
        guard case .signIn(.signInFailed(let error))? = dispatcher.actions.first, dispatcher.actions.count == 1
        else {
            Issue.record("expected one failure, got \(dispatcher.actions)")
            return
        }
        #expect(error.title == "Sign In Failed")
    }

    @Test func recordStoredSessionWithAnUnreadableStoreReportsSignInFailed() {
        RecordStoredSessionUseCase(
            userSessionDataStore: BrokenUserSessionDataStore(), actionDispatcher: dispatcher, ids: Samples.ids
        ).start()
        guard case .signIn(.signInFailed(let error))? = dispatcher.actions.first, dispatcher.actions.count == 1
        else {
            Issue.record("expected one failure, got \(dispatcher.actions)")
            return
        }
        #expect(error.title == "Sign In Failed")
    }

    @Test func theStateStoreDatabaseDispatchesEachWrite() {
        let database = StateStoreSignInDataStore(actionDispatcher: dispatcher)
        let error = ErrorMessage.signInFailed(ids: Samples.ids)
        var settled = 0
        database.save(signingIn: true).done { settled += 1 }.catch { _ in }
        database.save(signingIn: false).done { settled += 1 }.catch { _ in }
        database.save(userSession: Samples.johnny, signingIn: false).done { settled += 1 }.catch { _ in }
        database.save(signInError: error, signingIn: false).done { settled += 1 }.catch { _ in }
        #expect(settled == 4)
        #expect(
            dispatcher.actions == [
                .signIn(.signingIn), .signIn(.signedIn(Samples.johnny)), .signIn(.signInFailed(error)),
            ])
    }
}
