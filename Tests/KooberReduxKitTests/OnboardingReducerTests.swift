import Foundation
import KooberKit
import Redux
import StoreTesting
import Testing

@testable import KooberReduxKit

/// Launch and onboarding through the reducers, with the exhaustive tester (scenarios 14, 16–19).
@MainActor @Suite struct OnboardingReducerTests {
    @Test func aLaunchWithoutASessionOnboardsAtWelcome() {
        #expect(
            Reducers.appReducer(action: .signedIn(.viewProfile), state: nil) == .launching(LaunchViewControllerState()))
        let store = TestStore(redux: AppState.launching(LaunchViewControllerState()), reducer: Reducers.appReducer)
        store.send(.launching(.finishedLaunchingApp(.notSignedIn))) { $0 = .running(.onboarding(.welcoming)) }
        #expect(MainViewControllerState.mainViewControllerState(fromAppState: store.state) == .onboarding)
        store.send(.launching(.finishedLaunchingApp(.signedIn(Fixture.johnny))))
        store.finish()
    }

    @Test func aLaunchWithASessionIsSignedInAndGettingTheLocation() {
        let store = TestStore(redux: AppState.launching(LaunchViewControllerState()), reducer: Reducers.appReducer)
        store.send(.launching(.finishedLaunchingApp(.signedIn(Fixture.johnny)))) {
            $0 = .running(.signedIn(SignedInViewControllerState(userSession: Fixture.johnny), Fixture.johnny))
        }
        #expect(
            MainViewControllerState.mainViewControllerState(fromAppState: store.state) == .signedIn(Fixture.johnny))
        #expect(
            SignedInGetters().getGettingUsersLocationViewControllerState(appState: store.state)
                == .inScope(GettingUsersLocationViewControllerState()))
        store.finish()
    }

    @Test func aLaunchErrorIsPresentedThenTheAppOnboards() {
        let first = Fixture.error(1, KooberStrings.signInErrorTitle)
        let store = TestStore(redux: AppState.launching(LaunchViewControllerState()), reducer: Reducers.appReducer)
        store.send(.launching(.finishedLaunchingAppWithError(first))) {
            var launch = LaunchViewControllerState()
            launch.errorsToPresent = [first]
            $0 = .launching(launch)
        }
        store.send(.launching(.finishedPresentingLaunchError(Fixture.error(2))))
        store.send(.launching(.finishedPresentingLaunchError(first))) { $0 = .running(.onboarding(.welcoming)) }
        store.finish()
    }

    @Test func welcomePushesAFreshFormAndBackReturnsToWelcome() {
        let store = TestStore(redux: OnboardingState.welcoming, reducer: Reducers.onboardingReducer)
        store.send(.welcome(.goToSignIn)) { $0 = .signingIn(SignInViewControllerState()) }
        store.send(.signIn(.signingIn)) {
            var form = SignInViewControllerState()
            SignInLogic.indicateSigningIn(viewState: &form.viewState)
            $0 = .signingIn(form)
        }
        // A second tap queued behind the push does not reset the form.
        store.send(.welcome(.goToSignIn))
        store.send(.welcome(.goToSignUp))
        store.send(.onboarding(.navigatedBackToWelcome)) { $0 = .welcoming }
        store.send(.onboarding(.navigatedBackToWelcome))
        store.send(.welcome(.goToSignUp)) { $0 = .signingUp(SignUpViewControllerState()) }
        store.finish()
        #expect(
            Reducers.onboardingReducer(action: .welcome(.goToSignUp), state: nil)
                == .signingUp(SignUpViewControllerState()))
    }

    @Test func signingInDisablesTheFormAndAnUnrelatedActionChangesNothing() {
        let signingIn = Reducers.signInReducer(action: .signIn(.signingIn), state: nil)
        #expect(!signingIn.viewState.emailInputEnabled)
        #expect(!signingIn.viewState.passwordInputEnabled)
        #expect(!signingIn.viewState.signInButtonEnabled)
        #expect(signingIn.viewState.signInActivityIndicatorAnimating)
        #expect(signingIn.errorsToPresent.isEmpty)
        let store = TestStore(redux: SignInViewControllerState(), reducer: Reducers.signInReducer)
        store.send(.signUp(.signingUp))
        store.send(.pickMeUp(.goToDropoffLocationPicker))
        store.finish()
    }

    /// SignInFailed enables the form at once (the book's MVVM listing, not the sample's wait for the
    /// dismissal); two errors are presented one after the other, in order.
    @Test func signInFailuresQueueTheirErrorsAndEnableTheFormAtOnce() {
        let first = Fixture.error(1, KooberStrings.signInFailedTitle)
        let second = Fixture.error(2, KooberStrings.signInFailedTitle)
        let store = TestStore(redux: SignInViewControllerState(), reducer: Reducers.signInReducer)
        func disable(_ state: inout SignInViewControllerState) {
            state.viewState.emailInputEnabled = false
            state.viewState.passwordInputEnabled = false
            state.viewState.signInButtonEnabled = false
            state.viewState.signInActivityIndicatorAnimating = true
        }
        store.send(.signIn(.signingIn), assert: disable)
        store.send(.signIn(.signingIn))
        store.send(.signIn(.signInFailed(first))) {
            $0.viewState = SignInViewState()
            $0.errorsToPresent = [first]
        }
        store.send(.signIn(.signingIn), assert: disable)
        store.send(.signIn(.signInFailed(second))) {
            $0.viewState = SignInViewState()
            $0.errorsToPresent = [first, second]
        }
        store.send(.signIn(.signInFailed(second)))
        #expect(store.state.errorsToPresent.first == first)
        store.send(.signIn(.finishedPresentingError(first))) { $0.errorsToPresent = [second] }
        store.send(.signIn(.finishedPresentingError(first)))
        store.send(.signIn(.finishedPresentingError(second))) { $0.errorsToPresent = [] }
        store.finish()
    }

    @Test func signUpDisablesTheFormWhileTheRequestRuns() {
        let error = Fixture.error(1, KooberStrings.signUpFailedTitle)
        let store = TestStore(redux: SignUpViewControllerState(), reducer: Reducers.signUpReducer)
        store.send(.signUp(.signingUp)) { $0.inputEnabled = false }
        store.send(.signUp(.signUpFailed(error))) {
            $0.inputEnabled = true
            $0.errorsToPresent = [error]
        }
        store.send(.signUp(.finishedPresentingError(error))) { $0.errorsToPresent = [] }
        store.finish()
    }

    @Test func aSessionSignsInFromEitherFormAndSignOutStartsANewOnboarding() {
        let store = TestStore(
            redux: AppRunningState.onboarding(.signingUp(SignUpViewControllerState())),
            reducer: Reducers.appRunningReducer)
        store.send(.appRunning(.signOut))
        store.send(.signIn(.signedIn(Fixture.ada))) {
            $0 = .signedIn(SignedInViewControllerState(userSession: Fixture.ada), Fixture.ada)
        }
        store.send(.signIn(.signedIn(Fixture.johnny)))
        store.send(.appRunning(.signOut)) { $0 = .onboarding(.welcoming) }
        store.finish()
        #expect(Reducers.appRunningReducer(action: .appRunning(.signOut), state: nil) == .onboarding(.welcoming))
    }
}
