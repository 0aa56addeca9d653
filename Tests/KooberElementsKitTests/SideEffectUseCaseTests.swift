import Elements
import KooberElementsKit
import KooberKit
import KooberReduxKit
import Services
import Testing

/// A persister that records when it was started.
@MainActor
final class RecordingPersister: UserSessionStatePersister {
    private(set) var startCount = 0
    /// Called when started (to check what happened before).
    var onStart: @MainActor () -> Void = {}

    func startPersistingStateChanges(to userSessionDataStore: any UserSessionDataStore) {
        startCount += 1
        onStart()
    }
}

/// A session store whose reads and deletes fail.
@MainActor
final class BrokenUserSessionDataStore: UserSessionDataStore {
    func readUserSession() -> Promise<UserSession?> { Promise(error: FakeFailure()) }
    func save(userSession: UserSession) -> Promise<UserSession> { Promise(error: FakeFailure()) }
    func delete(userSession: UserSession) -> Promise<UserSession> { Promise(error: FakeFailure()) }
}

/// The use cases with I/O other than sign-in and search do what the Redux user-interactions objects do.
@MainActor @Suite struct SideEffectUseCaseTests {
    let dispatcher = RecordingDispatcher()

    @Test func launchingDispatchesTheStoredSessionThenStartsPersisting() {
        let persister = RecordingPersister()
        var actionsWhenPersistingStarted: [KooberAction]?
        persister.onStart = { [dispatcher] in actionsWhenPersistingStarted = dispatcher.actions }
        let useCase = LoadUserSessionUseCase(
            actionDispatcher: dispatcher, userSessionDataStore: InMemoryUserSessionDataStore(session: Samples.johnny),
            userSessionStatePersister: persister, ids: Samples.ids)
        useCase.start()
        #expect(
            dispatcher.actions == [.launching(.finishedLaunchingApp(AuthenticationState(userSession: Samples.johnny)))])
        #expect(persister.startCount == 1)
        #expect(actionsWhenPersistingStarted == dispatcher.actions)
    }

    @Test func anUnreadableStoreDispatchesSignInErrorAndDoesNotPersistYet() {
        let persister = RecordingPersister()
        LoadUserSessionUseCase(
            actionDispatcher: dispatcher, userSessionDataStore: BrokenUserSessionDataStore(),
            userSessionStatePersister: persister, ids: Samples.ids
        ).start()
        guard case .launching(.finishedLaunchingAppWithError(let error))? = dispatcher.actions.first else {
            Issue.record("expected the launch error, got \(dispatcher.actions)")
            return
        }
        #expect(error.title == KooberStrings.signInErrorTitle)
        #expect(persister.startCount == 0)
    }

    @Test func dismissingTheLaunchErrorStartsPersisting() {
        let persister = RecordingPersister()
        let stateStore = KooberStateStore()
        let factory = KooberUseCaseFactory(
            stateStore: stateStore, userSessionDataStore: InMemoryUserSessionDataStore(),
            userSessionStatePersister: persister, authRemoteAPI: ControllableAuthRemoteAPI(),
            locator: FakeLocator(clock: VirtualClock()), makeNewRideRemoteAPI: { _ in ControllableNewRideRemoteAPI() },
            clock: VirtualClock(), ids: Samples.ids)
        let error = ErrorMessage(title: "T", message: "M", ids: Samples.ids)
        factory.makeFinishedPresentingErrorUseCase(errorMessage: error, screen: .signIn).start()
        #expect(persister.startCount == 0)
        factory.finishedPresentingErrorUseCaseFactory(for: .launch)(error).start()
        #expect(persister.startCount == 1)
    }

    @Test func theLocatorsAnswerDeterminesThePickUpLocation() {
        let clock = VirtualClock()
        GetUsersCurrentLocationUseCase(
            actionDispatcher: dispatcher, locator: FakeLocator(clock: clock), ids: Samples.ids
        )
        .start()
        clock.advance(by: 5)
        #expect(dispatcher.actions == [.signedIn(.pickUpLocationDetermined(FakeLocator.sydney))])
    }

    @Test func aFailingLocatorDispatchesErrorGettingLocation() {
        let clock = VirtualClock()
        GetUsersCurrentLocationUseCase(
            actionDispatcher: dispatcher, locator: FakeLocator(clock: clock, failures: FailurePlan([.locate])),
            ids: Samples.ids
        ).start()
        clock.advance(by: 5)
        guard case .gettingUsersLocation(.failedGettingUsersLocation(let error))? = dispatcher.actions.first else {
            Issue.record("expected the location error, got \(dispatcher.actions)")
            return
        }
        #expect(error.title == KooberStrings.locationErrorTitle)
    }

    @Test func signingOutForgetsTheSessionBeforeSigningOut() {
        let store = RecordingUserSessionDataStore()
        _ = store.save(userSession: Samples.johnny)
        SignOutUseCase(
            userSession: Samples.johnny, actionDispatcher: dispatcher, userSessionDataStore: store,
            remoteAPI: ControllableAuthRemoteAPI(), ids: Samples.ids
        ).start()
        #expect(dispatcher.actions == [.profile(.signingOut), .appRunning(.signOut)])
        #expect(store.stored == nil)
    }

    @Test func aSessionThatCannotBeForgottenKeepsThePersonSignedIn() {
        SignOutUseCase(
            userSession: Samples.johnny, actionDispatcher: dispatcher,
            userSessionDataStore: BrokenUserSessionDataStore(),
            remoteAPI: ControllableAuthRemoteAPI(), ids: Samples.ids
        ).start()
        #expect(dispatcher.actions.count == 2)
        guard case .profile(.signOutFailed(let error))? = dispatcher.actions.last else {
            Issue.record("expected SignOutFailed, got \(dispatcher.actions)")
            return
        }
        #expect(error.title == KooberStrings.signOutErrorTitle)
    }

    @Test func rideOptionsLoadOrFailWithRideOptionError() {
        let clock = VirtualClock()
        LoadRideOptionsUseCase(
            pickupLocation: Samples.sydney, actionDispatcher: dispatcher,
            rideOptionRepository: KooberRideOptionRepository(
                remoteAPI: FakeNewRideRemoteAPI(clock: clock), datastore: InMemoryRideOptionDataStore()),
            ids: Samples.ids
        ).start()
        #expect(dispatcher.actions == [.rideOptionPicker(.rideOptionsLoaded(RideOption.samples))])
        LoadRideOptionsUseCase(
            pickupLocation: Samples.sydney, actionDispatcher: dispatcher,
            rideOptionRepository: KooberRideOptionRepository(
                remoteAPI: FakeNewRideRemoteAPI(clock: clock, failures: FailurePlan([.rideOptions])),
                datastore: InMemoryRideOptionDataStore()),
            ids: Samples.ids
        ).start()
        guard case .rideOptionPicker(.failedToLoadRideOptions(let error))? = dispatcher.actions.last else {
            Issue.record("expected the ride-option error, got \(dispatcher.actions)")
            return
        }
        #expect(error.title == KooberStrings.rideOptionErrorTitle)
    }

    @Test func requestingARideReportsSentOrRideRequestError() {
        let remoteAPI = ControllableNewRideRemoteAPI()
        let request = NewRideRequest(
            waypoints: NewRideWaypoints(pickupLocation: Samples.sydney, dropoffLocation: Samples.opera.location),
            rideOptionID: "premium")
        let makeRequest: RequestRideUseCaseFactory = { request in
            RequestRideUseCase(
                newRideRequest: request, actionDispatcher: dispatcher,
                newRideRepository: KooberNewRideRepository(remoteAPI: remoteAPI), ids: Samples.ids)
        }
        makeRequest(request).start()
        makeRequest(request).start()
        #expect(remoteAPI.posts.requests == [request, request])
        remoteAPI.posts.answer(.success(()))
        remoteAPI.posts.answer(.failure(FakeFailure()))
        #expect(dispatcher.actions.first == .pickMeUp(.newRideRequestSent))
        guard case .pickMeUp(.failedToSendNewRideRequest(let error))? = dispatcher.actions.last else {
            Issue.record("expected the request error, got \(dispatcher.actions)")
            return
        }
        #expect(error.title == KooberStrings.rideRequestErrorTitle)
    }
}
