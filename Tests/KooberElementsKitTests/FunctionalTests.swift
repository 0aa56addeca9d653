import Elements
import KooberElementsKit
import KooberKit
import KooberReduxKit
import Redux
import Services
import Testing

/// A dispatcher that records each action and forwards it to the store.
@MainActor
final class ForwardingRecorder: ActionDispatcher {
    let store: any ActionDispatcher<KooberAction>
    private(set) var actions: [KooberAction] = []

    init(forwardingTo store: any ActionDispatcher<KooberAction>) {
        self.store = store
    }

    func dispatch(_ action: KooberAction) {
        actions.append(action)
        store.dispatch(action)
    }
}

/// A launched Koober with no UI: a real store, the factory, the sample's fakes on a virtual clock. Tests
/// make one as a local, so it is released on the main actor (the store's subscriptions require it).
@MainActor
final class HeadlessKoober {
    let clock = VirtualClock()
    let stateStore = KooberStateStore()
    let recorder: ForwardingRecorder
    let newRideRemoteAPI: any NewRideRemoteAPI
    let factory: KooberUseCaseFactory

    init() {
        recorder = ForwardingRecorder(forwardingTo: stateStore.actionDispatcher)
        newRideRemoteAPI = FakeNewRideRemoteAPI(clock: clock)
        factory = KooberUseCaseFactory(
            stateStore: stateStore, userSessionDataStore: InMemoryUserSessionDataStore(),
            authRemoteAPI: FakeAuthRemoteAPI(clock: clock), locator: FakeLocator(clock: clock),
            makeNewRideRemoteAPI: { [newRideRemoteAPI] _ in newRideRemoteAPI }, clock: clock,
            ids: UUIDGenerator.sequential(), actionDispatcher: recorder)
    }

    /// Launches, opens the sign-in form and signs in as Johnny.
    func signIn() -> KooberSignedInUseCaseFactory? {
        factory.makeLoadUserSessionUseCase().start()
        factory.makeGoToSignInUseCase().start()
        factory.makeSignInUseCase(username: FakeAuthRemoteAPI.email, password: FakeAuthRemoteAPI.password).start()
        clock.advance(by: 1)
        guard case .running(.signedIn(_, let session)) = stateStore.state else { return nil }
        return factory.makeSignedInUseCaseFactory(userSession: session)
    }

    var pickMeUp: PickMeUpViewControllerState? {
        guard case .running(.signedIn(let signedIn, _)) = stateStore.state,
            case .requestingNewRide(_, let pickMeUp) = signedIn.newRideState
        else { return nil }
        return pickMeUp
    }
}

/// User tasks run as use cases with no UI object, through a real store and the sample's fakes
/// (scenario 29).
@MainActor @Suite struct FunctionalTests {

    @Test func signingInThenSearchingListsTheOperaHouse() throws {
        let world = HeadlessKoober()
        let signedIn = try #require(world.signIn())
        signedIn.makeGetUsersCurrentLocationUseCase().start()
        world.clock.advance(by: 2)
        let pickupLocation = try #require(world.pickMeUp?.pickupLocation)
        signedIn.makeGoToDropoffLocationPickerUseCase().start()
        signedIn.makeSearchDropoffLocationsUseCase(query: "opera", pickupLocation: pickupLocation).start()
        world.clock.advance(by: 0.5)

        guard case .running(.signedIn(let signedInState, let session)) = world.stateStore.state,
            case .requestingNewRide(_, let pickMeUpState) = signedInState.newRideState,
            case .selectDropoffLocation(let picker) = pickMeUpState.state
        else {
            Issue.record("expected the drop-off picker, got \(world.stateStore.state)")
            return
        }
        #expect(session.profile.name == "Johnny Appleseed")
        #expect(picker.searchResults == [Samples.opera])
        let searchID = try #require(picker.currentSearchID)
        #expect(
            Array(world.recorder.actions.prefix(4)) == [
                .launching(.finishedLaunchingApp(AuthenticationState(userSession: nil))), .welcome(.goToSignIn),
                .signIn(.signingIn), .signIn(.signedIn(session)),
            ])
        #expect(
            Array(world.recorder.actions.dropFirst(4)) == [
                .signedIn(.pickUpLocationDetermined(pickupLocation)), .pickMeUp(.goToDropoffLocationPicker),
                .dropoffLocationPicker(.newLocationSearch(searchID: searchID)),
                .dropoffLocationPicker(.locationSearchComplete(searchID: searchID, searchResults: [Samples.opera])),
            ])
    }

    @Test func aWrongPasswordLeavesThePersonOnTheSignInFormWithTheError() {
        let world = HeadlessKoober()
        world.factory.makeLoadUserSessionUseCase().start()
        world.factory.makeGoToSignInUseCase().start()
        world.factory.makeSignInUseCase(username: FakeAuthRemoteAPI.email, password: "nope").start()
        world.clock.advance(by: 1)
        guard case .running(.onboarding(.signingIn(let signIn))) = world.stateStore.state else {
            Issue.record("expected the sign-in form, got \(world.stateStore.state)")
            return
        }
        #expect(signIn.errorsToPresent.map(\.title) == ["Sign In Failed"])
        #expect(signIn.viewState.signInButtonEnabled)
        world.factory.finishedPresentingErrorUseCaseFactory(for: .signIn)(signIn.errorsToPresent[0]).start()
        guard case .running(.onboarding(.signingIn(let dismissed))) = world.stateStore.state else { return }
        #expect(dismissed.errorsToPresent.isEmpty)
    }

    @Test func requestingARideSendsOneRequestHoweverOftenConfirmIsTapped() throws {
        let world = HeadlessKoober()
        let rides = ControllableNewRideRemoteAPI()
        let signedIn = try #require(world.signIn())
        let session = signedIn.userSession
        let controlled = KooberSignedInUseCaseFactory(
            userSession: session, newRideRemoteAPI: rides, appFactory: world.factory)
        controlled.makeGetUsersCurrentLocationUseCase().start()
        world.clock.advance(by: 2)
        controlled.makeGoToDropoffLocationPickerUseCase().start()
        controlled.makeSelectDropoffLocationUseCase(dropoffLocation: Samples.opera).start()
        let pickupLocation = try #require(world.pickMeUp?.pickupLocation)
        controlled.makeLoadRideOptionsUseCase(pickupLocation: pickupLocation).start()
        controlled.makeSelectRideOptionUseCase(rideOptionID: RideOption.samples[0].id).start()
        controlled.makeConfirmRideRequestUseCase().start()
        controlled.makeConfirmRideRequestUseCase().start()
        #expect(rides.posts.requests.count == 1)
        #expect(rides.posts.requests.first?.rideOptionID == RideOption.samples[0].id)
        rides.posts.answer(.success(()))
        #expect(
            world.recorder.actions.suffix(2) == [.pickMeUp(.confirmedNewRideRequest), .pickMeUp(.newRideRequestSent)])
        controlled.makeFinishedRequestingNewRideUseCase().start()
        guard case .running(.signedIn(let state, _)) = world.stateStore.state else {
            Issue.record("expected signed in, got \(world.stateStore.state)")
            return
        }
        #expect(state.newRideState == .waitingForPickup)
        controlled.makeStartNewRideRequestUseCase().start()
        controlled.makeGoToProfileUseCase().start()
        controlled.makeSignOutUseCase().start()
        guard case .running(.onboarding) = world.stateStore.state else {
            Issue.record("expected onboarding after signing out, got \(world.stateStore.state)")
            return
        }
    }
}
