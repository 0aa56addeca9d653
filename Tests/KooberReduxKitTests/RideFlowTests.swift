import Foundation
import KooberKit
import Redux
import Services
import Testing

@testable import KooberReduxKit

/// The whole ride through the user-interactions objects, the store and the sample's fakes on a virtual
/// clock, as the screens drive it: launch to waiting for the pick-up, with the drop-off search's
/// debouncing (scenario 27 end to end).
@MainActor @Suite struct RideFlowTests {
    let clock = VirtualClock()
    let stateStore = KooberStateStore(logger: Fixture.quiet)
    let ids = UUIDGenerator.sequential()

    var pickMeUp: PickMeUpViewControllerState? {
        guard case .inScope(let state) = SignedInGetters().getPickMeUpViewControllerState(appState: stateStore.state)
        else { return nil }
        return state
    }

    var picker: DropoffLocationPickerViewControllerState? {
        guard
            case .inScope(let state) = PickMeUpGetters().getDropoffLocationPickerViewControllerState(
                appState: stateStore.state)
        else { return nil }
        return state
    }

    @Test func fromLaunchToWaitingForThePickUp() {
        let dispatcher = stateStore.actionDispatcher
        let dataStore = RecordingUserSessionDataStore()
        let remoteAPI = RecordingAuthRemoteAPI(clock: clock)
        let rides = FakeNewRideRemoteAPI(clock: clock)
        let launching = ReduxLaunchingUserInteractions(
            actionDispatcher: dispatcher, userSessionDataStore: dataStore,
            userSessionStatePersister: ReduxUserSessionStatePersister(stateStore: stateStore, logger: Fixture.quiet),
            ids: ids)
        launching.launchApp()
        #expect(MainViewControllerState.mainViewControllerState(fromAppState: stateStore.state) == .onboarding)

        ReduxWelcomeUserInteractions(actionDispatcher: dispatcher).goToSignIn()
        ReduxSignInUserInteractions(actionDispatcher: dispatcher, remoteAPI: remoteAPI, ids: ids)
            .signIn(email: FakeAuthRemoteAPI.email, password: FakeAuthRemoteAPI.password)
        #expect(OnboardingGetters().getSignInViewControllerState(appState: stateStore.state) != .outOfScope)
        clock.advance(by: 1)
        #expect(
            MainViewControllerState.mainViewControllerState(fromAppState: stateStore.state) == .signedIn(Fixture.johnny)
        )

        ReduxGettingUsersLocationUserInteractions(
            actionDispatcher: dispatcher, locator: FakeLocator(clock: clock), ids: ids
        )
        .getUsersLocation()
        clock.advance(by: 2)
        #expect(pickMeUp == PickMeUpViewControllerState(pickupLocation: Fixture.sydney))

        let pickMeUpInteractions = ReduxPickMeUpUserInteractions(
            actionDispatcher: dispatcher, newRideRepository: KooberNewRideRepository(remoteAPI: rides), ids: ids,
            logger: Fixture.quiet,
            appState: { [stateStore] in stateStore.state })
        pickMeUpInteractions.goToDropoffLocationPicker()
        let search = ReduxDropoffLocationPickerUserInteractions(
            actionDispatcher: dispatcher, locationRepository: KooberLocationRepository(remoteAPI: rides), clock: clock,
            ids: ids, logger: Fixture.quiet, appState: { [stateStore] in stateStore.state })
        search.searchForDropoffLocations(using: "", for: Fixture.sydney)
        #expect(picker?.currentSearchID != nil && picker?.searchResults == [])
        clock.advance(by: 0.5)
        #expect(picker?.searchResults == FakeNewRideRemoteAPI.places)
        search.searchForDropoffLocations(using: "op", for: Fixture.sydney)
        clock.advance(by: 0.5)
        search.searchForDropoffLocations(using: "opera", for: Fixture.sydney)
        search.searchForDropoffLocations(using: "opera", for: Fixture.sydney)
        clock.advance(by: 0.5)
        #expect(picker?.searchResults == FakeNewRideRemoteAPI.places, "the text has not rested yet")
        clock.advance(by: 0.9)
        #expect(picker?.searchResults == [Fixture.opera])
        search.select(dropoffLocation: Fixture.opera)
        #expect(pickMeUp?.mapViewControllerState.dropoffLocation == Fixture.opera)
        #expect(pickMeUp?.shouldDisplayWhereTo == false)

        let options = ReduxRideOptionPickerUserInteractions(
            actionDispatcher: dispatcher,
            rideOptionRepository: KooberRideOptionRepository(
                remoteAPI: rides, datastore: InMemoryRideOptionDataStore()),
            ids: ids)
        options.loadRideOptions(availableAt: Fixture.sydney)
        guard
            case .inScope(let loaded) = PickMeUpGetters().getRideOptionPickerViewControllerState(
                appState: stateStore.state)
        else {
            Issue.record("no ride-option picker")
            return
        }
        #expect(loaded.segmentedControlState.segments.map(\.title) == ["Wallabee", "Wallaroo", "Kangaroo"])
        #expect(loaded.segmentedControlState.segments.filter(\.isSelected).isEmpty)
        options.select(rideOptionID: Fixture.wallaroo)
        pickMeUpInteractions.confirmNewRideRequest()
        guard case .send = pickMeUp?.sendingState else {
            Issue.record("not sending: \(String(describing: pickMeUp))")
            return
        }
        clock.advance(by: 3)
        #expect(pickMeUp?.state == .final && pickMeUp?.sendingState == .notSending)
        pickMeUpInteractions.finishedRequestingNewRide()
        guard case .inScope(let signedIn) = SignedInGetters().getSignedInState(stateStore.state) else {
            Issue.record("signed out")
            return
        }
        #expect(signedIn.newRideState == .waitingForPickup)
        #expect(dataStore.saved == [Fixture.johnny])
        withExtendedLifetime(launching) {}
    }

    @Test func aSearchWaitingOutItsDebounceIsDroppedWhenThePickerCloses() {
        let stateStore = KooberStateStore(state: Fixture.pickMeUp, logger: Fixture.quiet)
        let rides = FakeNewRideRemoteAPI(clock: clock)
        stateStore.actionDispatcher.dispatch(.pickMeUp(.goToDropoffLocationPicker))
        let search = ReduxDropoffLocationPickerUserInteractions(
            actionDispatcher: stateStore.actionDispatcher,
            locationRepository: KooberLocationRepository(remoteAPI: rides),
            clock: clock, ids: ids, logger: Fixture.quiet, appState: { [stateStore] in stateStore.state })
        search.searchForDropoffLocations(using: "", for: Fixture.sydney)
        clock.advance(by: 0.5)
        search.searchForDropoffLocations(using: "moma", for: Fixture.sydney)
        search.cancelDropoffLocationPicker()
        #expect(clock.scheduledTimerCount == 0)
        #expect(stateStore.state == Fixture.pickMeUp)
    }
}
