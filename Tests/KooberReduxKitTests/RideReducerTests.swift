import Foundation
import KooberKit
import Redux
import StoreTesting
import Testing

@testable import KooberReduxKit

/// The whole ride, from launch to waiting for the pick-up and a new ride, through the app's reducer with
/// the exhaustive tester: every step's exact change, and every state a declared case (scenario 27).
@MainActor @Suite struct RideReducerTests {
    /// Changes the signed-in state of `state` (which must be signed in).
    func signedIn(_ state: inout AppState, _ change: (inout SignedInViewControllerState) -> Void) {
        guard case .running(.signedIn(var signedIn, let userSession)) = state else {
            Issue.record("not signed in: \(state)")
            return
        }
        change(&signedIn)
        state = .running(.signedIn(signedIn, userSession))
    }

    /// Changes the pick-me-up state of `state` (which must be requesting a ride).
    func pickMeUp(_ state: inout AppState, _ change: (inout PickMeUpViewControllerState) -> Void) {
        signedIn(&state) { signedIn in
            guard case .requestingNewRide(let pickupLocation, var pickMeUp) = signedIn.newRideState else {
                Issue.record("not requesting a ride: \(signedIn.newRideState)")
                return
            }
            change(&pickMeUp)
            signedIn.newRideState = .requestingNewRide(pickupLocation: pickupLocation, pickMeUp)
        }
    }

    @Test func fromLaunchToWaitingForThePickUpAndANewRide() {
        let searchID = UUID(uuid: (0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 9))
        let waypoints = NewRideWaypoints(pickupLocation: Fixture.sydney, dropoffLocation: Fixture.opera.location)
        let request = NewRideRequest(waypoints: waypoints, rideOptionID: Fixture.wallaroo)
        let store = TestStore(redux: AppState.launching(LaunchViewControllerState()), reducer: Reducers.appReducer)
        store.send(.launching(.finishedLaunchingApp(.notSignedIn))) { $0 = .running(.onboarding(.welcoming)) }
        store.send(.welcome(.goToSignIn)) { $0 = .running(.onboarding(.signingIn(SignInViewControllerState()))) }
        store.send(.signIn(.signingIn)) {
            var form = SignInViewControllerState()
            SignInLogic.indicateSigningIn(viewState: &form.viewState)
            $0 = .running(.onboarding(.signingIn(form)))
        }
        store.send(.signIn(.signedIn(Fixture.johnny))) {
            $0 = .running(
                .signedIn(
                    SignedInViewControllerState(
                        userSession: Fixture.johnny,
                        newRideState: .gettingUsersLocation(GettingUsersLocationViewControllerState()),
                        viewingProfile: false,
                        profileViewControllerState: ProfileViewControllerState(profile: Fixture.johnny.profile)),
                    Fixture.johnny))
        }
        store.send(.signedIn(.pickUpLocationDetermined(Fixture.sydney))) {
            signedIn(&$0) {
                $0.newRideState = .requestingNewRide(
                    pickupLocation: Fixture.sydney,
                    PickMeUpViewControllerState(
                        pickupLocation: Fixture.sydney, state: .initial, sendingState: .notSending,
                        progress: .initial(pickupLocation: Fixture.sydney),
                        mapViewControllerState: MapViewControllerState(pickupLocation: Fixture.sydney),
                        shouldDisplayWhereTo: true, errorsToPresent: []))
            }
        }
        store.send(.signedIn(.pickUpLocationDetermined(Fixture.sydney)))
        store.send(.pickMeUp(.goToDropoffLocationPicker)) {
            pickMeUp(&$0) {
                $0.state = .selectDropoffLocation(
                    DropoffLocationPickerViewControllerState(pickupLocation: Fixture.sydney))
            }
        }
        store.send(.dropoffLocationPicker(.newLocationSearch(searchID: searchID))) {
            pickMeUp(&$0) {
                $0.state = .selectDropoffLocation(
                    DropoffLocationPickerViewControllerState(pickupLocation: Fixture.sydney, currentSearchID: searchID))
            }
        }
        store.send(
            .dropoffLocationPicker(
                .locationSearchComplete(searchID: searchID, searchResults: FakeNewRideRemoteAPI.places))
        ) {
            pickMeUp(&$0) {
                $0.state = .selectDropoffLocation(
                    DropoffLocationPickerViewControllerState(
                        pickupLocation: Fixture.sydney, searchResults: FakeNewRideRemoteAPI.places,
                        currentSearchID: searchID))
            }
        }
        store.send(.dropoffLocationPicker(.dropoffLocationSelected(Fixture.opera))) {
            pickMeUp(&$0) {
                $0.progress = .waypointsDetermined(waypoints: waypoints)
                $0.mapViewControllerState.dropoffLocation = Fixture.opera
                $0.shouldDisplayWhereTo = false
                $0.state = .selectRideOption(RideOptionPickerViewControllerState(), confirmingRequest: false)
            }
        }
        let segments = Fixture.options.map { RideOptionSegmentState($0, isSelected: false) }
        store.send(.rideOptionPicker(.rideOptionsLoaded(Fixture.options))) {
            pickMeUp(&$0) {
                $0.state = .selectRideOption(
                    RideOptionPickerViewControllerState(
                        segmentedControlState: RideOptionSegmentedControlState(segments: segments)),
                    confirmingRequest: false)
            }
        }
        store.send(.rideOptionPicker(.rideOptionSelected(Fixture.wallaroo))) {
            pickMeUp(&$0) {
                var chosen = segments
                chosen[1].isSelected = true
                $0.progress = .rideRequestReady(rideRequest: request)
                $0.state = .selectRideOption(
                    RideOptionPickerViewControllerState(
                        segmentedControlState: RideOptionSegmentedControlState(segments: chosen)),
                    confirmingRequest: true)
            }
        }
        store.send(.pickMeUp(.confirmedNewRideRequest)) { pickMeUp(&$0) { $0.sendingState = .send(request) } }
        store.send(.signedIn(.finishedRequestingNewRide))
        store.send(.pickMeUp(.newRideRequestSent)) {
            pickMeUp(&$0) {
                $0.sendingState = .notSending
                $0.state = .final
            }
        }
        store.send(.signedIn(.viewProfile)) { signedIn(&$0) { $0.viewingProfile = true } }
        store.send(.signedIn(.dismissProfile)) { signedIn(&$0) { $0.viewingProfile = false } }
        store.send(.signedIn(.startNewRideRequest))
        store.send(.signedIn(.finishedRequestingNewRide)) { signedIn(&$0) { $0.newRideState = .waitingForPickup } }
        store.send(.pickMeUp(.goToDropoffLocationPicker))
        store.send(.signedIn(.startNewRideRequest)) {
            signedIn(&$0) { $0.newRideState = .gettingUsersLocation(GettingUsersLocationViewControllerState()) }
        }
        store.send(.appRunning(.signOut)) { $0 = .running(.onboarding(.welcoming)) }
        store.finish()
    }

    @Test func theLocationErrorIsPresentedOnTheGettingLocationScreen() {
        let error = Fixture.error(1, KooberStrings.locationErrorTitle)
        let store = TestStore(
            redux: GettingUsersLocationViewControllerState(), reducer: Reducers.gettingUsersLocationReducer)
        store.send(.gettingUsersLocation(.failedGettingUsersLocation(error))) { $0.errorsToPresent = [error] }
        store.send(.gettingUsersLocation(.finishedPresentingError(error))) { $0.errorsToPresent = [] }
        store.finish()
    }

    @Test func aFailedSignOutKeepsTheProfileAndEnablesSignOutAgain() {
        let error = Fixture.error(1, KooberStrings.signOutErrorTitle)
        let profile = ProfileViewControllerState(profile: Fixture.johnny.profile)
        let store = TestStore(redux: profile, reducer: redux(Reducers.profileReducer, defaultingTo: profile))
        store.send(.profile(.signingOut)) { $0.signOutEnabled = false }
        store.send(.profile(.signOutFailed(error))) {
            $0.signOutEnabled = true
            $0.errorsToPresent = [error]
        }
        store.send(.profile(.finishedPresentingError(error))) { $0.errorsToPresent = [] }
        store.finish()
    }
}
