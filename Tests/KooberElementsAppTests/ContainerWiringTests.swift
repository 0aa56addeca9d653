import Elements
import ElementsKeyboard
import KooberElementsApp
import KooberKit
import KooberTesting
import KooberUI
import Testing
import ViewKit

/// What the containers wire (scenario 2): each view's `ixResponder` and each observer's `eventResponder`
/// is the screen's controller, and a controller's view is the user interface it was given.
@MainActor @Suite struct ContainerWiringTests {
    let launching = Launching()
    let session = UserSession(profile: FakeAuthRemoteAPI.johnny, remoteSession: RemoteUserSession(token: "64652626"))

    func makeAppContainer() -> KooberAppDependencyContainer {
        KooberAppDependencyContainer(runtime: launching.runtime())
    }

    @Test(arguments: SignInObserverVariant.allCases)
    func theSignInFormIsItsViewsAndObserversResponder(variant: SignInObserverVariant) throws {
        let onboarding = KooberOnboardingDependencyContainer(appContainer: makeAppContainer())
        let signIn = onboarding.makeSignInViewController(observerVariant: variant)
        let rootView = try #require(signIn.userInterface as? SignInRootView)
        #expect(rootView.ixResponder === signIn)
        switch variant {
        case .single:
            let observer = try #require(signIn.observer as? ObserverForSignIn)
            #expect(observer.eventResponder === signIn)
            #expect(signIn.keyboardObserver == nil)
        case .split:
            #expect((signIn.observer as? SignInStateObserver)?.eventResponder === signIn)
            #expect((signIn.keyboardObserver as? SignInKeyboardObserver)?.eventResponder === signIn)
        case .composed:
            let composition = try #require(signIn.observer as? ObserverComposition)
            #expect(composition.observers.count == 2)
            #expect((composition.observers.first as? SignInStateObserver)?.eventResponder === signIn)
            #expect((composition.observers.last as? SignInKeyboardObserver)?.eventResponder === signIn)
        case .responderBound:
            #expect((signIn.observer as? SignInStateObserver)?.eventResponder === signIn)
            #expect(signIn.keyboardObserver is ResponderBoundKeyboardObserver)
        }
        #expect(signIn.view === rootView)
    }

    @Test func theOnboardingScreensAreWired() throws {
        let onboarding = KooberOnboardingDependencyContainer(appContainer: makeAppContainer())
        let flow = onboarding.makeOnboardingViewController()
        #expect((flow.observer as? ObserverForOnboarding)?.eventResponder === flow)
        let welcome = flow.welcomeViewController
        #expect((welcome.userInterface as? WelcomeRootView)?.ixResponder === welcome)
        #expect(welcome.view === welcome.userInterface)
        let signUp = flow.signUpViewController
        #expect((signUp.userInterface as? SignUpRootView)?.ixResponder === signUp)
        #expect((signUp.observer as? ObserverForSignUp)?.eventResponder === signUp)
        #expect(signUp.view === signUp.userInterface)
    }

    @Test func theRootAndLaunchScreensAreTheirObserversResponders() {
        let app = makeAppContainer()
        let main = app.makeMainViewController()
        #expect((main.observer as? ObserverForMain)?.eventResponder === main)
        let launch = app.makeLaunchViewController()
        #expect((launch.observer as? ObserverForLaunch)?.eventResponder === launch)
        #expect(launch.view === launch.rootView)
    }

    @Test func theSignedInScreensAreWired() throws {
        let signedIn = KooberSignedInDependencyContainer(userSession: session, appContainer: makeAppContainer())
        let screen = signedIn.makeSignedInViewController()
        #expect((screen.observer as? ObserverForSignedIn)?.eventResponder === screen)
        #expect(screen.userSession == session)
        let locating = signedIn.makeGettingUsersLocationViewController()
        #expect((locating.observer as? ObserverForGettingUsersLocation)?.eventResponder === locating)
        let waiting = signedIn.makeWaitingForPickupViewController()
        #expect((waiting.userInterface as? WaitingForPickupRootView)?.ixResponder === waiting)
        #expect(waiting.view === waiting.userInterface)
        let profile = signedIn.makeProfileViewController().contentViewController
        #expect((profile.observer as? ObserverForProfile)?.eventResponder === profile)
        #expect((profile.userInterface as? ProfileRootView)?.ixResponder === profile)
        #expect(profile.view === profile.userInterface)
    }

    @Test func thePickMeUpViewsAreWired() throws {
        let signedIn = KooberSignedInDependencyContainer(userSession: session, appContainer: makeAppContainer())
        let pickMeUp = KooberPickMeUpDependencyContainer(
            signedInContainer: signedIn, pickupLocation: FakeLocator.sydney)
        let screen = pickMeUp.makePickMeUpViewController()
        #expect((screen.observer as? ObserverForPickMeUp)?.eventResponder === screen)
        let map = screen.mapViewController
        #expect((map.observer as? ObserverForPickMeUpMap)?.eventResponder === map)
        #expect(map.view === map.userInterface)
        let picker = screen.rideOptionPickerViewController
        #expect((picker.observer as? ObserverForRideOptionPicker)?.eventResponder === picker)
        #expect((picker.userInterface as? RideOptionPickerRootView)?.ixResponder === picker)
        #expect(picker.view === picker.userInterface)
        #expect(picker.pickupLocation == FakeLocator.sydney)
        let dropoff = pickMeUp.makeDropoffLocationPickerViewController().contentViewController
        #expect((dropoff.observer as? ObserverForSelectDropoffLocation)?.eventResponder === dropoff)
    }
}
