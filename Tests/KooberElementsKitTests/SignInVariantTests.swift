import Elements
import KooberElementsKit
import KooberKit
import KooberReduxKit
import Services
import Testing

/// The book's other sign-in variants: bidirectional (scenarios 5–8, 24), hybrid (25) and
/// database-backed unidirectional (26).
@MainActor @Suite struct SignInVariantTests {
    let remoteAPI = ControllableAuthRemoteAPI()
    let dataStore = RecordingUserSessionDataStore()

    /// What the progress closures saw, in order.
    final class Events {
        var log: [String] = []
        var results: [SignInUseCaseResult] = []
    }

    func makeBidirectional(events: Events) -> BidirectionalSignInUseCase {
        remoteAPI.onCall = { events.log.append("remote") }
        return BidirectionalSignInUseCase(
            username: FakeAuthRemoteAPI.email, password: FakeAuthRemoteAPI.password, remoteAPI: remoteAPI,
            dataStore: dataStore, ids: Samples.ids, onStart: { events.log.append("onStart") },
            onComplete: { result in
                events.log.append("onComplete")
                events.results.append(result)
            })
    }

    @Test func bidirectionalSuccessStartsThenSavesThenCompletesWithTheSession() {
        let events = Events()
        makeBidirectional(events: events).start()
        #expect(events.log == ["onStart", "remote"])
        remoteAPI.signIns.answer(.success(Samples.johnny))
        #expect(events.log == ["onStart", "remote", "onComplete"])
        #expect(remoteAPI.signIns.requests == [.init(username: FakeAuthRemoteAPI.email, password: "password")])
        #expect(dataStore.saved == [Samples.johnny])
        #expect(events.results.count == 1)
        #expect((try? events.results.first?.get()) == Samples.johnny)
    }

    @Test func bidirectionalRemoteFailureSavesNothingAndReportsSignInFailed() {
        let events = Events()
        makeBidirectional(events: events).start()
        remoteAPI.signIns.answer(.failure(FakeFailure()))
        #expect(dataStore.saved.isEmpty)
        #expect(events.results.count == 1)
        guard case .failure(let error)? = events.results.first else {
            Issue.record("expected a failure, got \(events.results)")
            return
        }
        #expect(error.title == "Sign In Failed")
        #expect(error.message == "Could not sign in.\nPlease try again.")
    }

    @Test func bidirectionalSaveFailureReportsTheSameFailureAndNoSuccess() {
        dataStore.saveFails = true
        let events = Events()
        makeBidirectional(events: events).start()
        remoteAPI.signIns.answer(.success(Samples.johnny))
        #expect(events.results.count == 1)
        guard case .failure(let error)? = events.results.first else {
            Issue.record("expected a failure, got \(events.results)")
            return
        }
        #expect(error.title == "Sign In Failed")
    }

    @Test func bidirectionalWithoutClosuresStillSaves() {
        BidirectionalSignInUseCase(
            username: FakeAuthRemoteAPI.email, password: FakeAuthRemoteAPI.password, remoteAPI: remoteAPI,
            dataStore: dataStore, ids: Samples.ids
        ).start()
        remoteAPI.signIns.answer(.success(Samples.johnny))
        #expect(dataStore.saved == [Samples.johnny])
    }

    @Test func theFactoryProtocolVariantBehavesLikeTheClosure() {
        let factory: any BidirectionalSignInUseCaseMaking = KooberUseCaseFactory(
            stateStore: KooberStateStore(), userSessionDataStore: dataStore, authRemoteAPI: remoteAPI,
            locator: FakeLocator(clock: VirtualClock()), makeNewRideRemoteAPI: { _ in ControllableNewRideRemoteAPI() },
            clock: VirtualClock(), ids: Samples.ids)
        let events = Events()
        let useCase = factory.makeSignInUseCase(
            username: FakeAuthRemoteAPI.email, password: FakeAuthRemoteAPI.password,
            onStart: { events.log.append("onStart") },
            onComplete: { result in
                events.log.append("onComplete")
                events.results.append(result)
            })
        #expect(useCase is BidirectionalSignInUseCase)
        useCase.start()
        #expect(events.log == ["onStart"])
        remoteAPI.signIns.answer(.success(Samples.johnny))
        #expect(events.log == ["onStart", "onComplete"])
        #expect(dataStore.saved == [Samples.johnny])
        #expect((try? events.results.first?.get()) == Samples.johnny)
    }

    @Test func hybridSucceedsWithNoValueAndTheSessionIsInTheStoreForItsListener() {
        var heard: [UserSession] = []
        dataStore.listeners.append { heard.append($0) }
        var results: [HybridSignInUseCaseResult] = []
        var started = 0
        HybridSignInUseCase(
            username: FakeAuthRemoteAPI.email, password: FakeAuthRemoteAPI.password, remoteAPI: remoteAPI,
            dataStore: dataStore, ids: Samples.ids, onStart: { started += 1 }, onComplete: { results.append($0) }
        ).start()
        #expect(started == 1)
        remoteAPI.signIns.answer(.success(Samples.johnny))
        #expect(results.count == 1)
        if case .success = results.first {} else { Issue.record("expected success, got \(results)") }
        #expect(dataStore.stored == Samples.johnny)
        #expect(heard == [Samples.johnny])
    }

    @Test func hybridFailureReportsSignInFailed() {
        var results: [HybridSignInUseCaseResult] = []
        HybridSignInUseCase(
            username: "x", password: "y", remoteAPI: remoteAPI, dataStore: dataStore, ids: Samples.ids,
            onComplete: { results.append($0) }
        ).start()
        remoteAPI.signIns.answer(.failure(FakeFailure()))
        guard case .failure(let error)? = results.first, results.count == 1 else {
            Issue.record("expected one failure, got \(results)")
            return
        }
        #expect(error.title == "Sign In Failed")
        #expect(dataStore.saved.isEmpty)
    }

    @Test func databaseBackedSuccessWritesSigningInThenTheSession() {
        let store = InMemorySignInDataStore()
        DatabaseSignInUseCase(
            username: FakeAuthRemoteAPI.email, password: FakeAuthRemoteAPI.password, remoteAPI: remoteAPI,
            dataStore: store, ids: Samples.ids
        ).start()
        #expect(store.writes == [.signingIn(true)])
        remoteAPI.signIns.answer(.success(Samples.johnny))
        #expect(store.writes == [.signingIn(true), .userSession(Samples.johnny, signingIn: false)])
        #expect(store.userSession == Samples.johnny)
        #expect(!store.signingIn)
    }

    @Test func databaseBackedFailureWritesSigningInThenTheError() {
        let store = InMemorySignInDataStore()
        DatabaseSignInUseCase(
            username: "x", password: "y", remoteAPI: remoteAPI, dataStore: store, ids: Samples.ids
        ).start()
        remoteAPI.signIns.answer(.failure(FakeFailure()))
        #expect(store.writes.count == 2)
        #expect(store.writes.first == .signingIn(true))
        guard case .signInError(let error, signingIn: false)? = store.writes.last else {
            Issue.record("expected the error write, got \(store.writes)")
            return
        }
        #expect(error.title == "Sign In Failed")
        #expect(store.userSession == nil)
    }

    @Test func databaseBackedFailingErrorWriteIsOnlyLogged() {
        let store = InMemorySignInDataStore(failsErrorWrites: true)
        DatabaseSignInUseCase(
            username: "x", password: "y", remoteAPI: remoteAPI, dataStore: store, ids: Samples.ids
        ).start()
        remoteAPI.signIns.answer(.failure(FakeFailure()))
        #expect(store.writes == [.signingIn(true)])
    }
}
