import Foundation
import KooberKit
import Redux
import StoreTesting
import Testing

@testable import KooberReduxKit

/// State restoration (the book's Redux strength 7, "initializing the store with persisted state"): what
/// the store keeps across launches, and how the reducers take the app there for the stored session.
@MainActor @Suite struct RestorationTests {
    /// Johnny with the Wallaroo chosen and the profile up.
    static var wallarooChosenWithTheProfileUp: AppState {
        var state = Reducers.appReducer(
            action: .rideOptionPicker(.rideOptionSelected(Fixture.wallaroo)), state: Fixture.rideOptions)
        state = Reducers.appReducer(action: .signedIn(.viewProfile), state: state)
        return state
    }

    static func roundTrip(_ state: RestorableAppState) throws -> RestorableAppState {
        try JSONDecoder().decode(RestorableAppState.self, from: JSONEncoder().encode(state))
    }

    @Test func theWholeRunningStateComesBackForTheSameSession() throws {
        let state = Self.wallarooChosenWithTheProfileUp
        guard case .running(let running) = state else {
            Issue.record("not running")
            return
        }
        let restorable = try Self.roundTrip(try #require(RestorableAppState(appState: state)))
        #expect(restorable.appRunningState(for: .signedIn(Fixture.johnny)) == running)
        let onboarding = AppState.running(.onboarding(.signingUp(SignUpViewControllerState())))
        #expect(
            try Self.roundTrip(try #require(RestorableAppState(appState: onboarding))).appRunningState(
                for: .notSignedIn)
                == .onboarding(.signingUp(SignUpViewControllerState())))
        #expect(RestorableAppState(appState: .launching(LaunchViewControllerState())) == nil)
    }

    @Test func theSessionNeverGoesIntoTheArchive() throws {
        let restorable = try #require(RestorableAppState(appState: Self.wallarooChosenWithTheProfileUp))
        let json = String(decoding: try JSONEncoder().encode(restorable), as: UTF8.self)
        #expect(!json.contains(Fixture.johnny.remoteSession.token))
        #expect(json.contains("johnny@gmail.com"), "whose screens they were")
    }

    @Test func theStoredSessionDecidesWhoIsSignedIn() throws {
        let restorable = try #require(RestorableAppState(appState: Self.wallarooChosenWithTheProfileUp))
        #expect(restorable.appRunningState(for: .notSignedIn) == .onboarding(.welcoming))
        #expect(
            restorable.appRunningState(for: .signedIn(Fixture.ada))
                == .signedIn(SignedInViewControllerState(userSession: Fixture.ada), Fixture.ada))
        let signingIn = RestorableAppState.onboarding(.signingIn(SignInViewControllerState()))
        #expect(
            signingIn.appRunningState(for: .signedIn(Fixture.johnny))
                == .signedIn(SignedInViewControllerState(userSession: Fixture.johnny), Fixture.johnny))
    }

    @Test func restoringWhileLaunchingWaitsForTheStoredSession() throws {
        let restorable = try #require(RestorableAppState(appState: Fixture.pickMeUp))
        let store = TestStore(redux: AppState.launching(LaunchViewControllerState()), reducer: Reducers.appReducer)
        store.send(.launching(.restoredState(restorable))) {
            var launch = LaunchViewControllerState()
            launch.restoredState = restorable
            $0 = .launching(launch)
        }
        store.send(.launching(.finishedLaunchingApp(.signedIn(Fixture.johnny)))) { $0 = Fixture.pickMeUp }
        store.finish()

        let signedOut = TestStore(redux: AppState.launching(LaunchViewControllerState()), reducer: Reducers.appReducer)
        signedOut.send(.launching(.restoredState(restorable))) {
            var launch = LaunchViewControllerState()
            launch.restoredState = restorable
            $0 = .launching(launch)
        }
        signedOut.send(.launching(.finishedLaunchingApp(.notSignedIn))) { $0 = .running(.onboarding(.welcoming)) }
        signedOut.finish()

        let error = Fixture.error(1)
        let unreadable = TestStore(redux: AppState.launching(LaunchViewControllerState()), reducer: Reducers.appReducer)
        let signingUp = RestorableAppState.onboarding(.signingUp(SignUpViewControllerState()))
        var launch = LaunchViewControllerState()
        launch.restoredState = signingUp
        unreadable.send(.launching(.restoredState(signingUp))) { $0 = .launching(launch) }
        unreadable.send(.launching(.finishedLaunchingAppWithError(error))) {
            launch.errorsToPresent = [error]
            $0 = .launching(launch)
        }
        unreadable.send(.launching(.finishedPresentingLaunchError(error))) {
            $0 = .running(.onboarding(.signingUp(SignUpViewControllerState())))
        }
        unreadable.finish()
    }

    @Test func restoringARunningAppKeepsItsSession() throws {
        let store = TestStore(redux: AppState.running(.onboarding(.welcoming)), reducer: Reducers.appReducer)
        store.send(.launching(.restoredState(.onboarding(.signingIn(SignInViewControllerState()))))) {
            $0 = .running(.onboarding(.signingIn(SignInViewControllerState())))
        }
        store.send(.launching(.restoredState(try #require(RestorableAppState(appState: Fixture.pickMeUp))))) {
            $0 = .running(.onboarding(.welcoming))
        }
        store.finish()

        let launched = AppState.running(
            .signedIn(SignedInViewControllerState(userSession: Fixture.johnny), Fixture.johnny))
        let signedIn = TestStore(redux: launched, reducer: Reducers.appReducer)
        signedIn.send(.launching(.restoredState(try #require(RestorableAppState(appState: Fixture.rideOptions))))) {
            $0 = Fixture.rideOptions
        }
        signedIn.finish()
    }

    @Test func errorsAndRequestsInFlightAreNotRestored() throws {
        // Sign-in in flight with an error on screen: a fresh form.
        var form = SignInViewControllerState()
        SignInLogic.indicateSigningIn(viewState: &form.viewState)
        form.errorsToPresent = [Fixture.error(1)]
        #expect(
            RestorableAppState.onboarding(.signingIn(form)).appRunningState(for: .notSignedIn)
                == .onboarding(.signingIn(SignInViewControllerState())))

        // A ride request being sent, with an error queued: back at "Confirm".
        var sending = Reducers.appReducer(action: .pickMeUp(.confirmedNewRideRequest), state: Self.wallarooChosen)
        sending = Reducers.appReducer(action: .pickMeUp(.failedToSendNewRideRequest(Fixture.error(2))), state: sending)
        let restored = try #require(RestorableAppState(appState: sending)).appRunningState(
            for: .signedIn(Fixture.johnny))
        #expect(AppState.running(restored) == Self.wallarooChosen)

        // A request sent: waiting for the pick-up.
        let sent = Reducers.appReducer(
            action: .pickMeUp(.newRideRequestSent),
            state: Reducers.appReducer(
                action: .pickMeUp(.confirmedNewRideRequest), state: Self.wallarooChosen))
        guard case .running(.signedIn(let sentState, _)) = sent,
            case .requestingNewRide(_, let pickMeUp) = sentState.newRideState, pickMeUp.state == .final
        else {
            Issue.record("the request was not sent: \(sent)")
            return
        }
        guard
            case .signedIn(let waiting, _) = try #require(RestorableAppState(appState: sent)).appRunningState(
                for: .signedIn(Fixture.johnny))
        else {
            Issue.record("not signed in")
            return
        }
        #expect(waiting.newRideState == .waitingForPickup)

        // A drop-off search in flight, with results of an earlier one: a new picker that searches again.
        var searching = Reducers.appReducer(action: .pickMeUp(.goToDropoffLocationPicker), state: Fixture.pickMeUp)
        searching = Reducers.appReducer(
            action: .dropoffLocationPicker(.newLocationSearch(searchID: UUID())), state: searching)
        let picker = try #require(RestorableAppState(appState: searching)).appRunningState(
            for: .signedIn(Fixture.johnny))
        #expect(
            AppState.running(picker)
                == Reducers.appReducer(action: .pickMeUp(.goToDropoffLocationPicker), state: Fixture.pickMeUp))
    }

    @Test func aRideFlowWhosePartsDisagreeStartsAtThePickUp() {
        var broken = PickMeUpViewControllerState(pickupLocation: Fixture.sydney)
        broken.state = .selectRideOption(RideOptionPickerViewControllerState(), confirmingRequest: true)
        let restorable = RestorableAppState.signedIn(
            email: Fixture.johnny.profile.email,
            newRideState: .requestingNewRide(pickupLocation: Fixture.sydney, broken), viewingProfile: false)
        #expect(AppState.running(restorable.appRunningState(for: .signedIn(Fixture.johnny))) == Fixture.pickMeUp)
    }

    /// Johnny with the Wallaroo chosen, "Confirm" up.
    static var wallarooChosen: AppState {
        Reducers.appReducer(
            action: .rideOptionPicker(.rideOptionSelected(Fixture.wallaroo)), state: Fixture.rideOptions)
    }
}
