import Foundation
import KooberKit
import Redux
import Services
import StoreTesting
import Testing

@testable import KooberReduxKit

/// The user-interactions objects with a recording dispatcher and the fakes on a virtual clock: which
/// actions they dispatch, in which order (scenario 20 and the other features' side effects).
@MainActor @Suite struct UserInteractionsTests {
    let clock = VirtualClock()
    let dispatcher = RecordingDispatcher()

    /// The error message the first identity of a sequential generator makes.
    func firstError(_ title: String, _ message: String) -> ErrorMessage {
        ErrorMessage(title: title, message: message, ids: .sequential())
    }

    @Test func signingInDispatchesSigningInThenTheSession() {
        let interactions = ReduxSignInUserInteractions(
            actionDispatcher: dispatcher, remoteAPI: FakeAuthRemoteAPI(clock: clock), ids: .sequential())
        interactions.signIn(email: FakeAuthRemoteAPI.email, password: FakeAuthRemoteAPI.password)
        #expect(dispatcher.actions == [.signIn(.signingIn)])
        interactions.signIn(email: FakeAuthRemoteAPI.email, password: FakeAuthRemoteAPI.password)
        clock.advance(by: 1)
        #expect(dispatcher.actions == [.signIn(.signingIn), .signIn(.signedIn(Fixture.johnny))])
    }

    @Test func aWrongPasswordDispatchesSigningInThenSignInFailed() {
        let interactions = ReduxSignInUserInteractions(
            actionDispatcher: dispatcher, remoteAPI: FakeAuthRemoteAPI(clock: clock), ids: .sequential())
        interactions.signIn(email: FakeAuthRemoteAPI.email, password: "wrong")
        let error = firstError(KooberStrings.signInFailedTitle, KooberStrings.signInFailedMessage)
        #expect(dispatcher.actions == [.signIn(.signingIn), .signIn(.signInFailed(error))])
        #expect(error.title == "Sign In Failed" && error.message == "Could not sign in.\nPlease try again.")
        interactions.finishedPresenting(error)
        #expect(dispatcher.actions.last == .signIn(.finishedPresentingError(error)))
    }

    @Test func emptyFieldsFailWithoutARequest() {
        let interactions = ReduxSignInUserInteractions(
            actionDispatcher: dispatcher, remoteAPI: FakeAuthRemoteAPI(clock: clock), ids: .sequential())
        interactions.signIn(email: " ", password: "password")
        #expect(
            dispatcher.actions == [
                .signIn(.signInFailed(firstError(KooberStrings.signInFailedTitle, KooberStrings.signInFailedMessage)))
            ])
    }

    /// The same through the exhaustive tester's dispatcher: each dispatched action is received and
    /// reduced in turn.
    @Test func signingInThroughTheTesterReducesEachDispatchedAction() {
        let store = TestStore(redux: SignInViewControllerState(), reducer: Reducers.signInReducer)
        let interactions = ReduxSignInUserInteractions(
            actionDispatcher: store.dispatcher, remoteAPI: FakeAuthRemoteAPI(clock: clock), ids: .sequential())
        interactions.signIn(email: FakeAuthRemoteAPI.email, password: "wrong")
        store.receive(.signIn(.signingIn)) { SignInLogic.indicateSigningIn(viewState: &$0.viewState) }
        let error = firstError(KooberStrings.signInFailedTitle, KooberStrings.signInFailedMessage)
        store.receive(.signIn(.signInFailed(error))) {
            $0.viewState = SignInViewState()
            $0.errorsToPresent = [error]
        }
        interactions.signIn(email: FakeAuthRemoteAPI.email, password: FakeAuthRemoteAPI.password)
        store.receive(.signIn(.signingIn)) { SignInLogic.indicateSigningIn(viewState: &$0.viewState) }
        clock.advance(by: 1)
        store.receive(.signIn(.signedIn(Fixture.johnny)))
        store.finish()
    }

    @Test func signingUpRefusesEmptyFieldsNamingThemThenSignsIn() {
        let interactions = ReduxSignUpUserInteractions(
            actionDispatcher: dispatcher, remoteAPI: FakeAuthRemoteAPI(clock: clock), ids: .sequential())
        interactions.signUp(
            NewAccount(fullName: "Ada Lovelace", nickname: "", email: "", mobileNumber: "", password: ""))
        let error = firstError(
            KooberStrings.signUpFailedTitle,
            "Could not sign up.\nPlease try again.\nFill in Nickname, Email, Mobile Number and Password.")
        #expect(dispatcher.actions == [.signUp(.signUpFailed(error))])
        interactions.signUp(
            NewAccount(
                fullName: "Ada Lovelace", nickname: "Ada", email: "ada@example.com", mobileNumber: "555-0100",
                password: "analytical"))
        #expect(dispatcher.actions.dropFirst() == [.signUp(.signingUp), .signIn(.signedIn(Fixture.ada))])
    }

    @Test func theLocationIsDeterminedAfterTwoSecondsOrFails() {
        let found = ReduxGettingUsersLocationUserInteractions(
            actionDispatcher: dispatcher, locator: FakeLocator(clock: clock), ids: .sequential())
        found.getUsersLocation()
        clock.advance(by: 1.9)
        #expect(dispatcher.actions.isEmpty)
        clock.advance(by: 0.1)
        #expect(dispatcher.actions == [.signedIn(.pickUpLocationDetermined(Fixture.sydney))])
        let failing = ReduxGettingUsersLocationUserInteractions(
            actionDispatcher: dispatcher, locator: FakeLocator(clock: clock, failures: FailurePlan([.locate])),
            ids: .sequential())
        failing.getUsersLocation()
        clock.advance(by: 2)
        let error = firstError(KooberStrings.locationErrorTitle, KooberStrings.locationErrorMessage)
        #expect(dispatcher.actions.last == .gettingUsersLocation(.failedGettingUsersLocation(error)))
    }

    @Test func theRideOptionsLoadOrSayRideOptionError() {
        let loading = ReduxRideOptionPickerUserInteractions(
            actionDispatcher: dispatcher,
            rideOptionRepository: KooberRideOptionRepository(
                remoteAPI: FakeNewRideRemoteAPI(clock: clock), datastore: InMemoryRideOptionDataStore()),
            ids: .sequential())
        loading.loadRideOptions(availableAt: Fixture.sydney)
        loading.select(rideOptionID: Fixture.kangaroo)
        #expect(
            dispatcher.actions == [
                .rideOptionPicker(.rideOptionsLoaded(Fixture.options)),
                .rideOptionPicker(.rideOptionSelected(Fixture.kangaroo)),
            ])
        let failing = ReduxRideOptionPickerUserInteractions(
            actionDispatcher: dispatcher,
            rideOptionRepository: KooberRideOptionRepository(
                remoteAPI: FakeNewRideRemoteAPI(clock: clock, failures: FailurePlan([.rideOptions])),
                datastore: InMemoryRideOptionDataStore()),
            ids: .sequential())
        failing.loadRideOptions(availableAt: Fixture.sydney)
        let error = firstError(KooberStrings.rideOptionErrorTitle, KooberStrings.rideOptionErrorMessage)
        #expect(dispatcher.actions.last == .rideOptionPicker(.failedToLoadRideOptions(error)))
    }

    /// Sign-out forgets the session and revokes its token before signing out (the MVVM order): a failure
    /// keeps the person signed in.
    @Test func signingOutForgetsTheSessionThenSignsOutOrSaysSignOutError() {
        let dataStore = RecordingUserSessionDataStore(stored: Fixture.johnny)
        let remoteAPI = RecordingAuthRemoteAPI(clock: clock)
        let profile = ReduxProfileUserInteractions(
            actionDispatcher: dispatcher, userSession: Fixture.johnny, userSessionDataStore: dataStore,
            remoteAPI: remoteAPI, ids: .sequential())
        dataStore.deleteFails = true
        profile.signOut()
        let error = firstError(KooberStrings.signOutErrorTitle, KooberStrings.signOutErrorMessage)
        #expect(dispatcher.actions == [.profile(.signingOut), .profile(.signOutFailed(error))])
        #expect(dataStore.stored == Fixture.johnny && remoteAPI.revoked.isEmpty)
        dataStore.deleteFails = false
        profile.signOut()
        #expect(dispatcher.actions.dropFirst(2) == [.profile(.signingOut), .appRunning(.signOut)])
        #expect(dataStore.deleted == [Fixture.johnny] && remoteAPI.revoked == ["64652626"])
        profile.dismissProfile()
        #expect(dispatcher.actions.last == .signedIn(.dismissProfile))
    }

    @Test func theSimpleInteractionsDispatchTheirAction() {
        ReduxWelcomeUserInteractions(actionDispatcher: dispatcher).goToSignIn()
        ReduxWelcomeUserInteractions(actionDispatcher: dispatcher).goToSignUp()
        ReduxOnboardingUserInteractions(actionDispatcher: dispatcher).navigatedBackToWelcome()
        ReduxSignedInUserInteractions(actionDispatcher: dispatcher).presentProfile()
        ReduxWaitingForPickupUserInteractions(actionDispatcher: dispatcher).startNewRide()
        #expect(
            dispatcher.actions == [
                .welcome(.goToSignIn), .welcome(.goToSignUp), .onboarding(.navigatedBackToWelcome),
                .signedIn(.viewProfile), .signedIn(.startNewRideRequest),
            ])
    }
}
