import Elements
import ElementsKeyboard
import ElementsTesting
import KooberElementsApp
import KooberKit
import KooberReduxKit
import OpenCombine
import Testing
import ViewKit

/// The sign-in form's observers, each of the book's variants: view states and first errors from the
/// store, repeats removed (scenarios 10, 11), and the keyboard (16).
@MainActor @Suite struct SignInObserverTests {
    let states = CurrentValueSubject<SignInViewControllerState, Never>(SignInViewControllerState())
    let keyboard = FakeEventSource<KeyboardNotification>()
    let responder = RecordingSignInEventResponder()

    func makeObserverForSignIn() -> ObserverForSignIn {
        let observer = ObserverForSignIn(signInState: states.eraseToAnyPublisher(), keyboard: keyboard.source)
        observer.eventResponder = responder
        return observer
    }

    @Test func aNewViewStateIsDeliveredOnceAndNotAgainForTheSameOrAnErrorOnlyChange() {
        let observer = makeObserverForSignIn()
        observer.startObserving()
        #expect(responder.take() == [.viewState(SignInViewState())], "the current state, once")
        states.send(Samples.signInState(signingIn: true))
        #expect(responder.take() == [.viewState(Samples.signingIn)])
        states.send(Samples.signInState(signingIn: true))
        #expect(responder.take().isEmpty, "the same view state again")
        states.send(Samples.signInState(signingIn: true, errors: [Samples.error]))
        #expect(responder.take() == [.error(Samples.error)], "only the errors changed")
    }

    @Test func theFirstErrorIsDeliveredOnceAndEmptyErrorsDeliverNothing() {
        let observer = makeObserverForSignIn()
        observer.startObserving()
        _ = responder.take()
        states.send(Samples.signInState(errors: []))
        #expect(responder.take().isEmpty)
        states.send(Samples.signInState(errors: [Samples.error]))
        #expect(responder.take() == [.error(Samples.error)])
        states.send(Samples.signInState(errors: [Samples.error, Samples.otherError]))
        #expect(responder.take().isEmpty, "the same first error is not delivered again")
        states.send(Samples.signInState(errors: [Samples.otherError]))
        #expect(responder.take() == [.error(Samples.otherError)])
    }

    @Test func keyboardNotificationsBecomeTheResponderCallsWithTheExactFrame() {
        let observer = makeObserverForSignIn()
        observer.startObserving()
        _ = responder.take()
        keyboard.post(Samples.keyboard(.willChangeFrame, endFrame: Samples.keyboardFrame))
        keyboard.post(Samples.keyboard(.willHide, endFrame: .zero))
        #expect(responder.take() == [.keyboardWillChangeFrame(Samples.keyboardFrame), .keyboardWillHide])
        keyboard.post(KeyboardNotification(name: .willChangeFrame, userInfo: nil))
        var noEndFrame = KeyboardUserInfo(beginFrame: .zero, endFrame: Samples.keyboardFrame).userInfo
        noEndFrame[KeyboardUserInfo.Key.frameEnd] = nil
        keyboard.post(KeyboardNotification(name: .willChangeFrame, userInfo: noEndFrame))
        #expect(responder.take().isEmpty, "malformed notifications are dropped")
    }

    @Test func startingTwiceDeliversOnceAndStoppingDeliversNothing() {
        let observer = makeObserverForSignIn()
        observer.startObserving()
        observer.startObserving()
        #expect(observer.isObserving)
        #expect(keyboard.subscriberCount == 1)
        _ = responder.take()
        states.send(Samples.signInState(signingIn: true))
        #expect(responder.take().count == 1)
        observer.stopObserving()
        states.send(SignInViewControllerState())
        keyboard.post(Samples.keyboard(.willHide, endFrame: .zero))
        #expect(responder.take().isEmpty)
        observer.startObserving()
        #expect(responder.take() == [.viewState(SignInViewState())], "the current state again after a restart")
    }

    @Test func everyVariantStopsOnceItsResponderIsGone() {
        var gone: RecordingSignInEventResponder? = RecordingSignInEventResponder()
        let single = ObserverForSignIn(signInState: states.eraseToAnyPublisher(), keyboard: keyboard.source)
        let state = SignInStateObserver(signInState: states.eraseToAnyPublisher())
        let keys = SignInKeyboardObserver(keyboard: keyboard.source)
        single.eventResponder = gone
        state.eventResponder = gone
        keys.eventResponder = gone
        for observer in [single, state, keys] as [any Observer] { observer.startObserving() }
        gone = nil
        states.send(Samples.signInState(signingIn: true))
        keyboard.post(Samples.keyboard(.willHide, endFrame: .zero))
        #expect(!single.isObservingState && !state.isObserving && !keys.isObserving)
        #expect(keyboard.subscriberCount == 0)
    }

    @Test func noResponderSubscribesToNothing() {
        let observer = ObserverForSignIn(signInState: states.eraseToAnyPublisher(), keyboard: keyboard.source)
        observer.startObserving()
        #expect(!observer.isObservingState && !observer.isObservingKeyboard)
        #expect(keyboard.subscribeCount == 0)
    }

    @Test func theSplitObserversDeliverTheirOwnHalves() {
        let state = SignInStateObserver(signInState: states.eraseToAnyPublisher())
        let keys = SignInKeyboardObserver(keyboard: keyboard.source)
        state.eventResponder = responder
        keys.eventResponder = responder
        state.startObserving()
        keyboard.post(Samples.keyboard(.willHide, endFrame: .zero))
        #expect(responder.take() == [.viewState(SignInViewState())], "the keyboard half is not started")
        keys.startObserving()
        keyboard.post(Samples.keyboard(.willChangeFrame, endFrame: Samples.keyboardFrame))
        #expect(responder.take() == [.keyboardWillChangeFrame(Samples.keyboardFrame)])
    }

    @Test func theCompositionStartsAndStopsBothHalves() {
        let state = SignInStateObserver(signInState: states.eraseToAnyPublisher())
        let keys = SignInKeyboardObserver(keyboard: keyboard.source)
        state.eventResponder = responder
        keys.eventResponder = responder
        let composition = ObserverComposition(observers: state, keys)
        composition.startObserving()
        #expect(state.isObserving && keys.isObserving)
        composition.stopObserving()
        #expect(!state.isObserving && !keys.isObserving)
    }
}
