import Elements
import ElementsKeyboard
import ElementsTesting
import KooberElementsApp
import KooberElementsKit
import KooberKit
import KooberReduxKit
import KooberUI
import OpenCombine
import Testing
import ViewKit

/// The sign-in form's controller with a mock user interface, recording observers and fake use cases:
/// intents start new use cases (scenario 4), responder calls reach the user interface (17), and the
/// observers start and stop with the form (19, 20).
@MainActor @Suite struct SignInViewControllerTests {
    let userInterface = MockSignInUserInterface()
    let signInUseCases = RecordingSignInUseCaseFactory()
    let finishedPresentingError = RecordingFinishedPresentingErrorFactory()

    func makeViewController(
        observer: any Observer = NoOpObserver(), keyboardObserver: (any Observer)? = nil
    ) -> SignInViewController {
        SignInViewController(
            userInterface: userInterface, observer: observer, keyboardObserver: keyboardObserver,
            signInUseCaseFactory: signInUseCases.factory,
            finishedPresentingErrorUseCaseFactory: finishedPresentingError.factory)
    }

    @Test func theDefaultViewStateIsEnabledWithNoSpinner() {
        let state = SignInViewState()
        #expect(state.emailInputEnabled && state.passwordInputEnabled && state.signInButtonEnabled)
        #expect(!state.signInActivityIndicatorAnimating)
        #expect(state == SignInViewState())
    }

    @Test func eachSignInMakesAndStartsANewUseCase() {
        let viewController = makeViewController()
        viewController.signIn(email: "a@b.com", password: "pw")
        viewController.signIn(email: "a@b.com", password: "pw2")
        #expect(
            signInUseCases.calls == [.init(email: "a@b.com", password: "pw"), .init(email: "a@b.com", password: "pw2")])
        #expect(signInUseCases.made.count == 2)
        #expect(signInUseCases.made[0] !== signInUseCases.made[1])
        #expect(signInUseCases.made.map(\.startCount) == [1, 1])
    }

    @Test func theViewIsTheInjectedUserInterface() {
        let viewController = makeViewController()
        #expect(viewController.view === userInterface)
        #expect(viewController.navigationItem.title == "Sign In")
    }

    @Test func responderCallsReachTheUserInterfaceExactly() {
        let viewController = makeViewController()
        viewController.received(newViewState: Samples.signingIn)
        viewController.keyboardWillChangeFrame(keyboardEndFrame: Samples.keyboardFrame)
        viewController.keyboardWillHide()
        viewController.viewDidLayoutSubviews()
        #expect(
            userInterface.calls == [
                .render(Samples.signingIn), .moveContent(Samples.keyboardFrame), .moveContentForDismissedKeyboard,
                .configureViewAfterLayout,
            ])
    }

    @Test func theReusableKeyboardObserversCallsReachTheUserInterfaceToo() {
        let viewController = makeViewController()
        viewController.keyboardWillChangeFrame(KeyboardUserInfo(beginFrame: .zero, endFrame: Samples.keyboardFrame))
        viewController.keyboardWillHide(KeyboardUserInfo(beginFrame: .zero, endFrame: .zero))
        #expect(userInterface.calls == [.moveContent(Samples.keyboardFrame), .moveContentForDismissedKeyboard])
    }

    @Test func oneObserverStartsOnWillAppearAndStopsOnWillDisappear() {
        let observer = RecordingObserver()
        let viewController = makeViewController(observer: observer)
        viewController.viewWillAppear(false)
        #expect(observer.events == [.started])
        viewController.viewDidAppear(false)
        viewController.viewWillDisappear(false)
        #expect(observer.events == [.started, .stopped])
    }

    @Test func theKeyboardObserverStartsOnlyOnceTheFormAppeared() {
        let stateObserver = RecordingObserver()
        let keyboardObserver = RecordingObserver()
        let viewController = makeViewController(observer: stateObserver, keyboardObserver: keyboardObserver)
        viewController.viewWillAppear(false)
        #expect(stateObserver.events == [.started] && keyboardObserver.events.isEmpty)
        viewController.viewDidAppear(false)
        #expect(keyboardObserver.events == [.started])
        viewController.viewWillDisappear(false)
        #expect(stateObserver.events == [.started, .stopped] && keyboardObserver.events == [.started, .stopped])
    }

    @Test func keyboardEventsBetweenWillAppearAndDidAppearAreNotDelivered() {
        let states = CurrentValueSubject<SignInViewControllerState, Never>(SignInViewControllerState())
        let keyboard = FakeEventSource<KeyboardNotification>()
        let stateObserver = SignInStateObserver(signInState: states.eraseToAnyPublisher())
        let keyboardObserver = SignInKeyboardObserver(keyboard: keyboard.source)
        let viewController = makeViewController(observer: stateObserver, keyboardObserver: keyboardObserver)
        stateObserver.eventResponder = viewController
        keyboardObserver.eventResponder = viewController
        viewController.viewWillAppear(false)
        keyboard.post(Samples.keyboard(.willChangeFrame, endFrame: Samples.keyboardFrame))
        #expect(userInterface.calls == [.render(SignInViewState())])
        viewController.viewDidAppear(false)
        keyboard.post(Samples.keyboard(.willChangeFrame, endFrame: Samples.keyboardFrame))
        #expect(userInterface.calls.last == .moveContent(Samples.keyboardFrame))
    }

    @Test func aControllerWithoutItsLateKeyboardObserverAppearsAndDisappears() {
        let viewController = makeViewController()
        #expect(viewController.keyboardObserver == nil)
        viewController.viewWillAppear(false)
        viewController.viewDidAppear(false)
        viewController.viewWillDisappear(false)
    }

    @Test func theResponderBoundKeyboardObserverDeliversToTheFormItWasMadeWith() {
        let keyboard = FakeEventSource<KeyboardNotification>()
        let viewController = makeViewController()
        viewController.keyboardObserver = ResponderBoundKeyboardObserver(
            source: keyboard.source, eventResponder: viewController)
        viewController.viewDidAppear(false)
        keyboard.post(Samples.keyboard(.willChangeFrame, endFrame: Samples.keyboardFrame))
        #expect(userInterface.calls.last == .moveContent(Samples.keyboardFrame))
    }

    @Test func throughTheRealObserverAStateReachesRenderOnce() {
        let states = CurrentValueSubject<SignInViewControllerState, Never>(SignInViewControllerState())
        let observer = ObserverForSignIn(signInState: states.eraseToAnyPublisher(), keyboard: FakeEventSource().source)
        let viewController = makeViewController(observer: observer)
        observer.eventResponder = viewController
        viewController.viewWillAppear(false)
        states.send(Samples.signInState(signingIn: true))
        states.send(Samples.signInState(signingIn: true))
        #expect(userInterface.calls == [.render(SignInViewState()), .render(Samples.signingIn)])
    }

    @Test func aDismissedErrorStartsTheFinishedPresentingErrorUseCase() throws {
        let window = Window(sizeClass: .compact)
        let viewController = makeViewController()
        window.rootViewController = viewController
        viewController.received(newErrorMessage: Samples.error)
        let automation = Automation(window: window)
        #expect(automation.snapshot().contains("Sign In Failed"))
        try automation.tap("OK")
        #expect(finishedPresentingError.errors == [Samples.error])
        #expect(finishedPresentingError.made.first?.startCount == 1)
    }
}

/// The sign-in form's view: intents from its controls (scenario 3) and what rendering does (18).
@MainActor @Suite struct SignInRootViewTests {
    let rootView = SignInRootView()
    let responder = RecordingSignInIxResponder()

    init() {
        rootView.ixResponder = responder
    }

    @Test func signInSendsTheFieldsText() {
        rootView.emailField.text = "a@b.com"
        rootView.passwordField.text = "pw"
        rootView.signInButton.sendActions(for: .primaryActionTriggered)
        #expect(responder.signIns == [.init(email: "a@b.com", password: "pw")])
    }

    @Test func emptyFieldsSendEmptyStrings() {
        rootView.signInButton.sendActions(for: .primaryActionTriggered)
        #expect(responder.signIns == [.init(email: "", password: "")])
    }

    @Test func renderingSigningInThenTheDefaultRestoresTheForm() {
        rootView.render(newState: Samples.signingIn)
        #expect(!rootView.emailField.isEnabled && !rootView.passwordField.isEnabled && !rootView.signInButton.isEnabled)
        #expect(rootView.activityIndicator.isAnimating)
        rootView.render(newState: SignInViewState())
        #expect(rootView.emailField.isEnabled && rootView.passwordField.isEnabled && rootView.signInButton.isEnabled)
        #expect(!rootView.activityIndicator.isAnimating)
    }

    @Test func theKeyboardFrameSetsTheBottomInsetToItsHeight() {
        rootView.moveContent(forKeyboardFrame: Samples.keyboardFrame)
        #expect(rootView.bottomInset == 216)
        rootView.moveContentForDismissedKeyboard()
        #expect(rootView.bottomInset == 0)
    }
}
