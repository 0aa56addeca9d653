import Foundation
import KooberKit
import OpenCombine
import Redux
import Services
import Testing

@testable import KooberReduxKit

/// Focused and scoped publishers (scenarios 23 and 24).
@MainActor @Suite struct PublisherTests {
    @Test func theProfilePublisherIsSilentOnRideOptionsAndFinishesOnSignOut() {
        let stateStore = KooberStateStore(state: Fixture.rideOptions, logger: Fixture.quiet)
        let profile = Recorder(stateStore.publisher(SignedInGetters().getProfileViewControllerState))
        let main = Recorder(stateStore.publisher(MainViewControllerState.mainViewControllerState(fromAppState:)))
        #expect(profile.values == [ProfileViewControllerState(profile: Fixture.johnny.profile)])
        stateStore.actionDispatcher.dispatch(.rideOptionPicker(.rideOptionSelected(Fixture.wallaroo)))
        stateStore.actionDispatcher.dispatch(.signedIn(.viewProfile))
        #expect(profile.values.count == 1)
        stateStore.actionDispatcher.dispatch(.profile(.signingOut))
        #expect(profile.values.count == 2 && profile.values.last?.signOutEnabled == false)
        stateStore.actionDispatcher.dispatch(.appRunning(.signOut))
        #expect(profile.finished)
        stateStore.actionDispatcher.dispatch(.signIn(.signedIn(Fixture.ada)))
        #expect(profile.values.count == 2)
        #expect(main.values == [.signedIn(Fixture.johnny), .onboarding, .signedIn(Fixture.ada)])
    }

    @Test func thePersistersPublisherIsNilWhileLaunching() {
        let stateStore = KooberStateStore(logger: Fixture.quiet)
        let authentication = Recorder(stateStore.publisher(AppRunningGetters().getAuthenticationState))
        stateStore.actionDispatcher.dispatch(.launching(.finishedLaunchingApp(.notSignedIn)))
        stateStore.actionDispatcher.dispatch(.welcome(.goToSignIn))
        stateStore.actionDispatcher.dispatch(.signIn(.signedIn(Fixture.johnny)))
        #expect(authentication.values == [nil, .notSignedIn, .signedIn(Fixture.johnny)])
    }
}
