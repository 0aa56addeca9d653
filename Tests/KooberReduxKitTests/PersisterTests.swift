import Foundation
import KooberKit
import OpenCombine
import Redux
import Services
import Testing

@testable import KooberReduxKit

/// The session persister over the store (scenarios 15 and 21): launch, sign-in, sign-out.
@MainActor @Suite struct PersisterTests {
    let clock = VirtualClock()
    let stateStore = KooberStateStore(logger: Fixture.quiet)

    func launch(_ dataStore: RecordingUserSessionDataStore) -> ReduxLaunchingUserInteractions {
        let launching = ReduxLaunchingUserInteractions(
            actionDispatcher: stateStore.actionDispatcher, userSessionDataStore: dataStore,
            userSessionStatePersister: ReduxUserSessionStatePersister(stateStore: stateStore, logger: Fixture.quiet),
            ids: .sequential())
        launching.launchApp()
        return launching
    }

    @Test func aLaunchWithASessionWritesNothingAndSignOutDeletes() {
        let dataStore = RecordingUserSessionDataStore(stored: Fixture.johnny)
        let launching = launch(dataStore)
        #expect(
            MainViewControllerState.mainViewControllerState(fromAppState: stateStore.state) == .signedIn(Fixture.johnny)
        )
        #expect(dataStore.saved.isEmpty && dataStore.deleted.isEmpty)
        stateStore.actionDispatcher.dispatch(.signedIn(.viewProfile))
        #expect(dataStore.saved.isEmpty)
        // A sign-out from anywhere (here the action itself, as the inspector's time travel would make it).
        stateStore.actionDispatcher.dispatch(.appRunning(.signOut))
        #expect(dataStore.deleted == [Fixture.johnny] && dataStore.stored == nil)
        #expect(stateStore.state == .running(.onboarding(.welcoming)))
        withExtendedLifetime(launching) {}
    }

    @Test func signingInSavesTheSessionOnceAndTheProfileSignsOut() {
        let dataStore = RecordingUserSessionDataStore()
        let remoteAPI = RecordingAuthRemoteAPI(clock: clock)
        let launching = launch(dataStore)
        #expect(stateStore.state == .running(.onboarding(.welcoming)))
        stateStore.actionDispatcher.dispatch(.welcome(.goToSignIn))
        let signIn = ReduxSignInUserInteractions(
            actionDispatcher: stateStore.actionDispatcher, remoteAPI: remoteAPI, ids: .sequential())
        signIn.signIn(email: FakeAuthRemoteAPI.email, password: FakeAuthRemoteAPI.password)
        #expect(dataStore.saved.isEmpty)
        clock.advance(by: 1)
        #expect(dataStore.saved == [Fixture.johnny])
        stateStore.actionDispatcher.dispatch(.signedIn(.pickUpLocationDetermined(Fixture.sydney)))
        stateStore.actionDispatcher.dispatch(.signedIn(.viewProfile))
        #expect(dataStore.saved == [Fixture.johnny])
        ReduxProfileUserInteractions(
            actionDispatcher: stateStore.actionDispatcher, userSession: Fixture.johnny, userSessionDataStore: dataStore,
            remoteAPI: remoteAPI, ids: .sequential()
        ).signOut()
        // NB: the profile deletes first (a failure keeps the person signed in) and revokes the token; the
        // persister's delete then finds nothing left to remove.
        #expect(dataStore.stored == nil && dataStore.deleted.allSatisfy { $0 == Fixture.johnny })
        #expect(remoteAPI.revoked == ["64652626"])
        #expect(stateStore.state == .running(.onboarding(.welcoming)))
        withExtendedLifetime(launching) {}
    }

    @Test func aFailedSignOutKeepsThePersonSignedInAndTheSessionStored() {
        let dataStore = RecordingUserSessionDataStore(stored: Fixture.johnny)
        let remoteAPI = RecordingAuthRemoteAPI(clock: clock)
        let launching = launch(dataStore)
        dataStore.deleteFails = true
        ReduxProfileUserInteractions(
            actionDispatcher: stateStore.actionDispatcher, userSession: Fixture.johnny, userSessionDataStore: dataStore,
            remoteAPI: remoteAPI, ids: .sequential()
        ).signOut()
        guard case .inScope(let profile) = SignedInGetters().getProfileViewControllerState(appState: stateStore.state)
        else {
            Issue.record("signed out: \(stateStore.state)")
            return
        }
        #expect(profile.errorsToPresent.map(\.title) == ["Sign Out Error"] && profile.signOutEnabled)
        #expect(dataStore.stored == Fixture.johnny && remoteAPI.revoked.isEmpty)
        withExtendedLifetime(launching) {}
    }

    /// The inspector's time travel can take the app back to launching (nil): that is no sign-out, and
    /// the next state is compared with the last one known.
    @Test func launchingAgainIsNoSignOut() {
        let states = PassthroughSubject<AuthenticationState?, Never>()
        let dataStore = RecordingUserSessionDataStore(stored: Fixture.johnny)
        let persister = ReduxUserSessionStatePersister(
            authenticationStates: states.eraseToAnyPublisher(), logger: Fixture.quiet)
        states.send(.signedIn(Fixture.johnny))
        persister.startPersistingStateChanges(to: dataStore)
        states.send(.signedIn(Fixture.johnny))
        states.send(nil)
        #expect(dataStore.saved.isEmpty && dataStore.deleted.isEmpty)
        states.send(.notSignedIn)
        #expect(dataStore.deleted == [Fixture.johnny])
        states.send(.signedIn(Fixture.ada))
        states.send(.signedIn(Fixture.ada))
        #expect(dataStore.saved == [Fixture.ada])
    }
}
