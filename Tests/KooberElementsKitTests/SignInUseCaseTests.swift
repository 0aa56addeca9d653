import Elements
import ElementsTesting
import KooberElementsKit
import KooberKit
import KooberReduxKit
import Redux
import Services
import Testing

/// The Redux sign-in (Koober's default, scenario 27) and a new use case per tap (scenario 4).
@MainActor @Suite struct SignInUseCaseTests {
    let dispatcher = RecordingDispatcher()
    let remoteAPI = ControllableAuthRemoteAPI()

    func makeSignIn(
        username: String = FakeAuthRemoteAPI.email, password: Secret = FakeAuthRemoteAPI.password,
        appState: (@MainActor () -> AppState)? = nil
    ) -> SignInUseCase {
        SignInUseCase(
            username: username, password: password, remoteAPI: remoteAPI, actionDispatcher: dispatcher,
            ids: Samples.ids, appState: appState)
    }

    @Test func signingInIsDispatchedInsideStartBeforeTheRemoteIsCalled() {
        var actionsWhenRemoteWasCalled: [KooberAction]?
        remoteAPI.onCall = { [dispatcher] in actionsWhenRemoteWasCalled = dispatcher.actions }
        let useCase = makeSignIn()
        #expect(dispatcher.actions.isEmpty)
        useCase.start()
        #expect(actionsWhenRemoteWasCalled == [.signIn(.signingIn)])
        #expect(dispatcher.actions == [.signIn(.signingIn)])
        #expect(remoteAPI.signIns.requests == [.init(username: FakeAuthRemoteAPI.email, password: "password")])
    }

    @Test func successDispatchesSigningInThenSignedIn() {
        makeSignIn().start()
        remoteAPI.signIns.answer(.success(Samples.johnny))
        #expect(dispatcher.actions == [.signIn(.signingIn), .signIn(.signedIn(Samples.johnny))])
    }

    @Test func failureDispatchesSigningInThenSignInFailedWithTheBooksText() throws {
        makeSignIn(password: "wrong").start()
        remoteAPI.signIns.answer(.failure(FakeFailure()))
        #expect(dispatcher.actions.count == 2)
        #expect(dispatcher.actions.first == .signIn(.signingIn))
        guard case .signIn(.signInFailed(let error)) = dispatcher.actions.last else {
            Issue.record("expected SignInFailed, got \(dispatcher.actions)")
            return
        }
        #expect(error.title == "Sign In Failed")
        #expect(error.message == "Could not sign in.\nPlease try again.")
    }

    @Test func emptyFieldsFailWithoutARequest() {
        makeSignIn(username: " ", password: "").start()
        #expect(remoteAPI.signIns.requests.isEmpty)
        guard case .signIn(.signInFailed(let error))? = dispatcher.actions.first, dispatcher.actions.count == 1 else {
            Issue.record("expected one SignInFailed, got \(dispatcher.actions)")
            return
        }
        #expect(error.title == KooberStrings.signInFailedTitle)
    }

    @Test func throughTheRealReducerTheFormIsDisabledWithTheSpinnerOnWhileSigningIn() {
        let stateStore = KooberStateStore()
        stateStore.actionDispatcher.dispatch(.launching(.finishedLaunchingApp(AuthenticationState(userSession: nil))))
        stateStore.actionDispatcher.dispatch(.welcome(.goToSignIn))
        let useCase = SignInUseCase(
            username: FakeAuthRemoteAPI.email, password: FakeAuthRemoteAPI.password, remoteAPI: remoteAPI,
            actionDispatcher: stateStore.actionDispatcher, ids: Samples.ids, appState: { stateStore.state })
        useCase.start()
        guard case .running(.onboarding(.signingIn(let signIn))) = stateStore.state else {
            Issue.record("expected the sign-in form, got \(stateStore.state)")
            return
        }
        #expect(!signIn.viewState.emailInputEnabled)
        #expect(!signIn.viewState.passwordInputEnabled)
        #expect(!signIn.viewState.signInButtonEnabled)
        #expect(signIn.viewState.signInActivityIndicatorAnimating)
    }

    @Test func aSecondSignInWhileOneRunsSendsNoSecondRequest() {
        let stateStore = KooberStateStore()
        stateStore.actionDispatcher.dispatch(.launching(.finishedLaunchingApp(AuthenticationState(userSession: nil))))
        stateStore.actionDispatcher.dispatch(.welcome(.goToSignIn))
        let factory = KooberUseCaseFactory(
            stateStore: stateStore, userSessionDataStore: InMemoryUserSessionDataStore(), authRemoteAPI: remoteAPI,
            locator: FakeLocator(clock: VirtualClock()),
            makeNewRideRemoteAPI: { _ in ControllableNewRideRemoteAPI() }, clock: VirtualClock(), ids: Samples.ids)
        factory.makeSignInUseCase(username: FakeAuthRemoteAPI.email, password: "password").start()
        factory.makeSignInUseCase(username: FakeAuthRemoteAPI.email, password: "password").start()
        #expect(remoteAPI.signIns.requests.count == 1)
        remoteAPI.signIns.answer(.success(Samples.johnny))
        guard case .running(.signedIn(_, let session)) = stateStore.state else {
            Issue.record("expected signed in, got \(stateStore.state)")
            return
        }
        #expect(session == Samples.johnny)
    }

    @Test func eachTapMakesAndStartsANewUseCase() {
        let factory = RecordingSignInUseCaseFactory()
        let makeSignInUseCase: SignInUseCaseFactory = factory.make
        // What a screen's `signIn(email:password:)` does with its factory, twice.
        for (email, password) in [("a@b.com", "pw"), ("a@b.com", "pw2")] {
            makeSignInUseCase(email, password).start()
        }
        #expect(factory.calls.map(\.username) == ["a@b.com", "a@b.com"])
        #expect(factory.calls.map(\.password) == ["pw", "pw2"])
        #expect(factory.made.count == 2)
        #expect(factory.made[0] !== factory.made[1])
        #expect(factory.made.map(\.startCount) == [1, 1])
    }

    @Test func theFactoryObjectMakesANewInstanceEveryCall() {
        let factory = KooberUseCaseFactory(
            stateStore: KooberStateStore(), userSessionDataStore: InMemoryUserSessionDataStore(),
            authRemoteAPI: remoteAPI, locator: FakeLocator(clock: VirtualClock()),
            makeNewRideRemoteAPI: { _ in ControllableNewRideRemoteAPI() }, clock: VirtualClock(), ids: Samples.ids)
        let first = factory.makeSignInUseCase(username: "a", password: "b")
        let second = factory.makeSignInUseCase(username: "a", password: "b")
        #expect(first !== second)
        #expect(first is SignInUseCase)
        let makeSignIn: SignInUseCaseFactory = factory.makeSignInUseCase
        #expect(makeSignIn("a", "b") is SignInUseCase)
        let makeError: FinishedPresentingErrorUseCaseFactory = factory.finishedPresentingErrorUseCaseFactory(
            for: .signIn)
        #expect(makeError(ErrorMessage(title: "T", message: "M", ids: Samples.ids)) is FinishedPresentingErrorUseCase)
        let signedIn = factory.makeSignedInUseCaseFactory(userSession: Samples.johnny)
        let search = signedIn.makeSearchDropoffLocationsUseCase(query: "o", pickupLocation: Samples.sydney)
        #expect(search is SearchDropoffLocationsUseCase)
        let makeSearch: SearchDropoffLocationsUseCaseFactory = signedIn.makeSearchDropoffLocationsUseCase
        #expect(makeSearch("o", Samples.sydney) is SearchDropoffLocationsUseCase)
        let making: any SearchDropoffLocationsUseCaseMaking = signedIn
        #expect(making.makeSearchDropoffLocationsUseCase(query: "o", pickupLocation: Samples.sydney) !== search)
        #expect(search !== signedIn.makeSearchDropoffLocationsUseCase(query: "o", pickupLocation: Samples.sydney))
    }
}
