import Foundation
import KooberKit
import KooberMVVMApp
import KooberTesting
import KooberUI
import OpenCombine
import Services
import TestSupport
import Testing
import ViewKit

@testable import KooberMVVMKit

/// The book's dependency-injection scenarios (15–27): shared objects are shared, scopes are new per call
/// and end when their screens go, nothing is built twice, nothing keeps anything alive in a cycle.
@MainActor @Suite struct DependencyInjectionTests {
    let launching = Launching()

    // 15, 16
    @Test func theAppContainerSharesItsRepositoryAndMainViewModelWithEveryConsumer() throws {
        let container = KooberAppDependencyContainer(runtime: launching.runtime())
        let launch = container.makeLaunchViewModel()
        #expect(launch.userSessionRepository === container.sharedUserSessionRepository)
        #expect(launch.notSignedInResponder === container.sharedMainViewModel)
        #expect(launch.signedInResponder === container.sharedMainViewModel)
        let onboarding = KooberOnboardingDependencyContainer(appDependencyContainer: container)
        for signIn in [onboarding.makeSignInViewModel(), onboarding.makeSignInViewController().viewModel] {
            #expect(signIn.userSessionRepository === container.sharedUserSessionRepository)
            #expect(signIn.signedInResponder === container.sharedMainViewModel)
        }
        let signUp = onboarding.makeSignUpViewModel()
        #expect(signUp.userSessionRepository === container.sharedUserSessionRepository)
        #expect(signUp.signedInResponder === container.sharedMainViewModel)
        #expect(container.makeMainViewController().viewModel === container.sharedMainViewModel)
    }

    // 17
    @Test func eachOnboardingIsANewScopeSharingTheAppScope() {
        let container = KooberAppDependencyContainer(runtime: launching.runtime())
        let first = container.makeOnboardingViewController()
        let second = container.makeOnboardingViewController()
        #expect(first !== second)
        #expect(first.viewModel !== second.viewModel)
        for onboarding in [first, second] {
            #expect(onboarding.welcomeViewController.viewModel.goToSignInNavigator === onboarding.viewModel)
            #expect(onboarding.welcomeViewController.viewModel.goToSignUpNavigator === onboarding.viewModel)
            #expect(onboarding.signInViewController.viewModel.signedInResponder === container.sharedMainViewModel)
            #expect(
                onboarding.signUpViewController.viewModel.userSessionRepository
                    === container.sharedUserSessionRepository)
        }
    }

    // 18, 13
    @Test func signingInEndsTheOnboardingScopeAndSigningOutEndsTheSignedInOne() throws {
        let (delegate, application, _) = launching.launch()
        defer { application.terminate() }
        let main = try #require(delegate.mainViewControllers.first)
        weak let onboarding = main.onboardingViewController
        weak let onboardingViewModel = main.onboardingViewController?.viewModel
        weak let signIn = main.onboardingViewController?.signInViewController
        #expect(onboarding != nil)
        let repository = try #require(delegate.appContainer?.sharedUserSessionRepository)
        let session = UserSession(profile: FakeAuthRemoteAPI.johnny, remoteSession: RemoteUserSession(token: "1"))
        main.viewModel.signedIn(to: session)
        launching.clock.advance(by: 1)
        #expect(onboarding == nil)
        #expect(onboardingViewModel == nil)
        #expect(signIn == nil)
        #expect(delegate.appContainer?.sharedUserSessionRepository === repository, "the app scope survives")
        weak let signedIn = main.signedInViewController
        weak let signedInViewModel = main.signedInViewController?.viewModel
        #expect(signedIn != nil)
        main.viewModel.notSignedIn()
        launching.clock.advance(by: 1)
        #expect(signedIn == nil)
        #expect(signedInViewModel == nil)
        #expect(main.onboardingViewController != nil)
        #expect(main.onboardingViewController !== onboarding)
    }

    // 19
    @Test func theSignedInScopeCapturesItsSessionAndANewSignInMakesANewScope() throws {
        let container = KooberAppDependencyContainer(runtime: launching.runtime())
        let johnny = UserSession(profile: FakeAuthRemoteAPI.johnny, remoteSession: RemoteUserSession(token: "1"))
        let other = UserSession(
            profile: UserProfile(
                name: "Ada", email: "ada@example.com", mobileNumber: "1", avatar: FakeAuthRemoteAPI.avatar),
            remoteSession: RemoteUserSession(token: "2"))
        let first = KooberSignedInDependencyContainer(userSession: johnny, appDependencyContainer: container)
        let second = KooberSignedInDependencyContainer(userSession: other, appDependencyContainer: container)
        #expect(first.userSession == johnny)
        #expect(second.userSession == other)
        #expect(first.sharedSignedInViewModel !== second.sharedSignedInViewModel)
        #expect(first.sharedLocator !== second.sharedLocator)
        #expect(first.makeProfileViewModel().userSession == johnny)
        #expect(second.makeProfileViewModel().userSession == other)
        #expect(first.userSessionRepository === container.sharedUserSessionRepository)
    }

    // 11 of chapter 3 (feature scope): every ride is a new pick-me-up scope.
    @Test func everyRideIsANewPickMeUpScopeCapturingItsPickup() {
        let container = KooberAppDependencyContainer(runtime: launching.runtime())
        let signedIn = KooberSignedInDependencyContainer(
            userSession: UserSession(profile: FakeAuthRemoteAPI.johnny, remoteSession: RemoteUserSession(token: "1")),
            appDependencyContainer: container)
        let sydney = FakeLocator.sydney
        let first = signedIn.makePickMeUpViewController(pickupLocation: sydney)
        let second = signedIn.makePickMeUpViewController(pickupLocation: sydney)
        #expect(first.viewModel !== second.viewModel)
        #expect(first.mapViewController.viewModel === first.viewModel.mapViewModel)
        #expect(first.viewModel.newRideRequestAcceptedResponder === signedIn.sharedSignedInViewModel)
        #expect(first.rideOptionPickerViewController.viewModel.rideOptionDeterminedResponder === first.viewModel)
        #expect(first.viewModel.progress == .initial(pickupLocation: sydney))
    }

    // 20, 26: the app container holds no child scope and no way to make a second stateful object.
    @Test func theAppContainerHoldsOnlyItsOwnScope() {
        let container = KooberAppDependencyContainer(runtime: launching.runtime())
        let stored = Mirror(reflecting: container).children.compactMap(\.label).sorted()
        #expect(stored == ["runtime", "sharedMainViewModel", "sharedUserSessionRepository"])
    }

    // 21
    @Test func mainShowsOnboardingThroughItsFactoryClosureWithoutAnyContainer() {
        var onboardingCalls = 0
        var signedInSessions: [UserSession] = []
        let viewModel = MainViewModel()
        let launch = LaunchViewController(
            viewModel: LaunchViewModel(
                userSessionRepository: KooberUserSessionRepository(
                    dataStore: InMemoryUserSessionDataStore(), remoteAPI: FakeAuthRemoteAPI(clock: launching.clock)),
                notSignedInResponder: viewModel, signedInResponder: viewModel, ids: .sequential()))
        let main = MainViewController(
            viewModel: viewModel, launchViewController: launch,
            onboardingViewControllerFactory: {
                onboardingCalls += 1
                let onboarding = OnboardingViewModel()
                return OnboardingViewController(
                    viewModel: onboarding,
                    welcomeViewController: WelcomeViewController(
                        viewModel: WelcomeViewModel(goToSignUpNavigator: onboarding, goToSignInNavigator: onboarding)),
                    signInViewController: SignInViewController(
                        viewModel: SignInViewModel(
                            userSessionRepository: launch.viewModel.userSessionRepository, signedInResponder: viewModel,
                            ids: .sequential())),
                    signUpViewController: SignUpViewController(
                        viewModel: SignUpViewModel(
                            userSessionRepository: launch.viewModel.userSessionRepository, signedInResponder: viewModel,
                            ids: .sequential())))
            },
            signedInViewControllerFactory: { session in
                signedInSessions.append(session)
                return KooberSignedInDependencyContainer(
                    userSession: session, userSessionRepository: launch.viewModel.userSessionRepository,
                    mainViewModel: viewModel, runtime: launching.runtime()
                ).makeSignedInViewController()
            })
        let application = Application(delegate: RootDelegate(root: main), clock: launching.clock)
        application.launch()
        _ = application.openWindow(sizeClass: .compact)
        defer { application.terminate() }
        launching.clock.drain()
        #expect(onboardingCalls == 1)
        #expect(main.onboardingViewController != nil)
        let session = UserSession(profile: FakeAuthRemoteAPI.johnny, remoteSession: RemoteUserSession(token: "1"))
        viewModel.signedIn(to: session)
        launching.clock.advance(by: 1)
        #expect(signedInSessions == [session])
        #expect(onboardingCalls == 1)
    }

    // 2
    @Test func aStoredSessionNeverMakesAnOnboarding() throws {
        try launching.saveJohnny()
        let (delegate, application, _) = launching.launch()
        defer { application.terminate() }
        let main = try #require(delegate.mainViewControllers.first)
        #expect(main.onboardingViewController == nil)
        #expect(main.signedInViewController != nil)
    }

    // 24
    @Test func theSessionStoreIsChosenAtRunTime() throws {
        let (delegate, application, _) = launching.launch(KooberOptions(sessionStore: .memory, ids: .sequential()))
        defer { application.terminate() }
        let main = try #require(delegate.mainViewControllers.first)
        main.viewModel.signedIn(
            to: UserSession(profile: FakeAuthRemoteAPI.johnny, remoteSession: RemoteUserSession(token: "1")))
        let repository = try #require(delegate.appContainer?.sharedUserSessionRepository)
        repository.signIn(email: FakeAuthRemoteAPI.email, password: FakeAuthRemoteAPI.password).done { _ in }
        launching.clock.advance(by: 1)
        #expect(try FileManager.default.contentsOfDirectory(atPath: launching.directory.url.path).isEmpty)
    }

    // 27
    @Test func releasingTheRootGraphReleasesEverything() throws {
        weak var weakContainer: KooberAppDependencyContainer?
        weak var weakMain: MainViewController?
        weak var weakMainViewModel: MainViewModel?
        weak var weakRepository: (any UserSessionRepository)?
        do {
            let (delegate, application, window) = launching.launch()
            weakContainer = delegate.appContainer
            weakMain = delegate.mainViewControllers.first
            weakMainViewModel = delegate.appContainer?.sharedMainViewModel
            weakRepository = delegate.appContainer?.sharedUserSessionRepository
            #expect(weakMain != nil)
            application.terminate()
            window.rootViewController = nil
        }
        launching.clock.advance(by: 1)
        #expect(weakContainer == nil)
        #expect(weakMain == nil)
        #expect(weakMainViewModel == nil)
        #expect(weakRepository == nil)
    }

    // 25: every approach's entry point is the same two steps and gives the same screens.
    @Test(arguments: KooberOptions.DependencyInjection.allCases)
    func everyApproachBuildsLaunchAndOnboardingTheSameWay(approach: KooberOptions.DependencyInjection) throws {
        let (delegate, application, window) = launching.launch(
            KooberOptions(dependencyInjection: approach, ids: .sequential()))
        defer { application.terminate() }
        let main = try #require(delegate.mainViewControllers.first)
        let onboarding = try #require(main.onboardingViewController)
        #expect(onboarding.welcomeViewController.viewModel.goToSignInNavigator === onboarding.viewModel)
        #expect(onboarding.signInViewController.viewModel.signedInResponder === main.viewModel)
        #expect(onboarding.signUpViewController.viewModel.signedInResponder === main.viewModel)
        #expect(main.launchViewController.viewModel.signedInResponder === main.viewModel)
        #expect(
            onboarding.signInViewController.viewModel.userSessionRepository
                === main.launchViewController.viewModel.userSessionRepository)
        #expect(Automation(window: window).snapshot().contains("(Sign Up)"))
    }

    // 17 for the single container: its optional onboarding view model is replaced per onboarding.
    @Test func theSingleContainerReplacesItsOnboardingViewModelPerOnboarding() {
        let container = KooberSingleAppDependencyContainer(runtime: launching.runtime())
        #expect(container.sharedOnboardingViewModel == nil)
        let first = container.makeOnboardingViewController()
        #expect(container.sharedOnboardingViewModel === first.viewModel)
        let second = container.makeOnboardingViewController()
        #expect(container.sharedOnboardingViewModel === second.viewModel)
        #expect(first.viewModel !== second.viewModel)
        #expect(first.signInViewController.viewModel.userSessionRepository === container.sharedUserSessionRepository)
    }

    // The factories hold no state: the long-lived objects come in.
    @Test func theFactoriesTakeTheLongLivedObjectsAsParameters() {
        let factories = KooberObjectFactories(runtime: launching.runtime())
        let viewModel = factories.makeMainViewModel()
        let repository = factories.makeUserSessionRepository()
        let main = factories.makeMainViewController(viewModel: viewModel, userSessionRepository: repository)
        #expect(main.viewModel === viewModel)
        #expect(main.launchViewController.viewModel.userSessionRepository === repository)
        #expect(factories.makeMainViewModel() !== viewModel, "a factory makes a new one each time")
        let onboarding = factories.makeOnboardingViewController(
            userSessionRepository: repository, signedInResponder: viewModel)
        #expect(onboarding.signInViewController.viewModel.userSessionRepository === repository)
    }
}

/// Gives the window a root screen made by the test.
@MainActor
private final class RootDelegate: ApplicationDelegate {
    let root: ViewController

    init(root: ViewController) {
        self.root = root
    }

    func application(_ application: Application, configure window: Window) {
        window.rootViewController = root
    }
}
