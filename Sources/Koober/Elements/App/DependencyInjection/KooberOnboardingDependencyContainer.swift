public import Elements
import ElementsKeyboard
import KooberElementsKit
public import KooberKit
public import KooberReduxKit
import KooberUI
public import OpenCombine
import ViewKit

/// The onboarding scope (the sample's Elements `KooberOnboardingDependencyContainer`): the flow and its
/// three screens, each with its user interface, its observers over its slice of the store, and its
/// use-case factories, the responders wired here because only the container knows the concrete views and
/// observers.
///
/// Factories in both of the book's forms: the sign-in and sign-up use cases as closures
/// (``makeSignInUseCase(username:password:)``), welcome's and the back-to-welcome use cases through the
/// ``KooberElementsKit/KooberUseCaseFactory`` object's `…UseCaseMaking` protocols.
@MainActor
public final class KooberOnboardingDependencyContainer {
    // MARK: - Properties
    /// The app scope.
    public let appContainer: KooberAppDependencyContainer
    /// The getters of onboarding's screens.
    public let onboardingGetters: OnboardingGetters

    private var stateStore: KooberStateStore { appContainer.stateStore }
    private var useCaseFactory: KooberUseCaseFactory { appContainer.useCaseFactory }

    // MARK: - Methods
    /// Creates the scope inside `appContainer`.
    public init(appContainer: KooberAppDependencyContainer) {
        self.appContainer = appContainer
        onboardingGetters = OnboardingGetters(getOnboardingState: appContainer.appRunningGetters.getOnboardingState)
    }

    /// The onboarding flow.
    public func makeOnboardingViewController() -> OnboardingViewController {
        let observer = ObserverForOnboarding(
            onboardingState: stateStore.publisher(appContainer.appRunningGetters.getOnboardingState))
        let onboardingViewController = OnboardingViewController(
            observer: observer, navigatedBackToWelcomeUseCaseFactory: useCaseFactory,
            welcomeViewController: makeWelcomeViewController(), signInViewController: makeSignInViewController(),
            signUpViewController: makeSignUpViewController())
        observer.eventResponder = onboardingViewController
        return onboardingViewController
    }

    /// The welcome screen.
    public func makeWelcomeViewController() -> WelcomeViewController {
        let userInterface = WelcomeRootView()
        let welcomeViewController = WelcomeViewController(userInterface: userInterface, useCaseFactory: useCaseFactory)
        userInterface.ixResponder = welcomeViewController
        return welcomeViewController
    }

    /// The sign-in form, its observers arranged as `observerVariant` says (the app's choice by default):
    /// the book's `makeSignInViewController()`.
    public func makeSignInViewController(observerVariant: SignInObserverVariant? = nil) -> SignInViewController {
        let userInterface = SignInRootView()
        let screenWindow = ScreenWindow()
        let signInState = makeSignInViewControllerStatePublisher()
        let finishedPresentingError = useCaseFactory.finishedPresentingErrorUseCaseFactory(for: .signIn)
        func makeViewController(observer: any Observer, keyboardObserver: (any Observer)? = nil) -> SignInViewController
        {
            SignInViewController(
                userInterface: userInterface, observer: observer, keyboardObserver: keyboardObserver,
                signInUseCases: makeSignInUseCases(), finishedPresentingErrorUseCaseFactory: finishedPresentingError)
        }
        let signInViewController: SignInViewController
        switch observerVariant ?? appContainer.signInObserverVariant {
        case .single:
            let observer = ObserverForSignIn(signInState: signInState, keyboard: screenWindow.keyboard)
            signInViewController = makeViewController(observer: observer)
            observer.eventResponder = signInViewController
        case .split:
            let stateObserver = SignInStateObserver(signInState: signInState)
            let keyboardObserver = SignInKeyboardObserver(keyboard: screenWindow.keyboard)
            signInViewController = makeViewController(observer: stateObserver, keyboardObserver: keyboardObserver)
            stateObserver.eventResponder = signInViewController
            keyboardObserver.eventResponder = signInViewController
        case .composed:
            let stateObserver = SignInStateObserver(signInState: signInState)
            let keyboardObserver = SignInKeyboardObserver(keyboard: screenWindow.keyboard)
            signInViewController = makeViewController(
                observer: ObserverComposition(observers: stateObserver, keyboardObserver))
            stateObserver.eventResponder = signInViewController
            keyboardObserver.eventResponder = signInViewController
        case .responderBound:
            let stateObserver = SignInStateObserver(signInState: signInState)
            signInViewController = makeViewController(observer: stateObserver)
            stateObserver.eventResponder = signInViewController
            // NB: the book's catch-22: the observer needs the form, so the form gets it afterwards.
            signInViewController.keyboardObserver = ResponderBoundKeyboardObserver(
                source: screenWindow.keyboard, eventResponder: signInViewController)
        }
        screenWindow.viewController = signInViewController
        userInterface.ixResponder = signInViewController
        return signInViewController
    }

    /// The sign-in form's slice of the store.
    public func makeSignInViewControllerStatePublisher() -> AnyPublisher<SignInViewControllerState, Never> {
        stateStore.publisher(onboardingGetters.getSignInViewControllerState)
    }

    /// A new Redux sign-in use case for `username` and `password` (this method is the form's closure
    /// factory, ``KooberElementsKit/SignInUseCaseFactory``).
    public func makeSignInUseCase(username: String, password: Secret) -> any UseCase {
        useCaseFactory.makeSignInUseCase(username: username, password: password)
    }

    /// The sign-in use cases of the app's `KooberOptions.SignInVariant`.
    func makeSignInUseCases() -> SignInUseCaseVariant {
        switch appContainer.signInVariant {
        case .redux:
            return .redux(makeSignInUseCase(username:password:))
        case .bidirectional:
            let useCaseFactory = self.useCaseFactory
            return .bidirectional(
                { username, password, onStart, onComplete in
                    useCaseFactory.makeSignInUseCase(
                        username: username, password: password, onStart: onStart, onComplete: onComplete)
                },
                recordSignedIn: useCaseFactory.makeRecordSignedInUseCase(userSession:))
        case .hybrid:
            let useCaseFactory = self.useCaseFactory
            return .hybrid(
                { username, password, onStart, onComplete in
                    useCaseFactory.makeHybridSignInUseCase(
                        username: username, password: password, onStart: onStart, onComplete: onComplete)
                },
                recordStoredSession: useCaseFactory.makeRecordStoredSessionUseCase)
        case .database:
            return .redux { [useCaseFactory] username, password in
                useCaseFactory.makeDatabaseSignInUseCase(username: username, password: password)
            }
        }
    }

    /// The sign-up form; its use case from a closure factory.
    public func makeSignUpViewController() -> SignUpViewController {
        let userInterface = SignUpRootView()
        let screenWindow = ScreenWindow()
        let observer = ObserverForSignUp(
            signUpState: stateStore.publisher(onboardingGetters.getSignUpViewControllerState),
            keyboard: screenWindow.keyboard)
        let signUpViewController = SignUpViewController(
            userInterface: userInterface, observer: observer,
            signUpUseCaseFactory: { [useCaseFactory] newAccount in
                useCaseFactory.makeSignUpUseCase(newAccount: newAccount)
            },
            finishedPresentingErrorUseCaseFactory: useCaseFactory.finishedPresentingErrorUseCaseFactory(for: .signUp))
        observer.eventResponder = signUpViewController
        screenWindow.viewController = signUpViewController
        userInterface.ixResponder = signUpViewController
        return signUpViewController
    }
}
