import Elements
import ElementsKeyboard
import ElementsTesting
import Foundation
import KooberElementsApp
import KooberElementsKit
import KooberKit
import KooberReduxKit
import OpenCombine
import ViewKit

/// A sign-in user interface that records what it was asked to do.
@MainActor
final class MockSignInUserInterface: View, SignInUserInterface {
    enum Call: Equatable {
        case render(SignInViewState)
        case configureViewAfterLayout
        case moveContentForDismissedKeyboard
        case moveContent(Rect)
    }

    private(set) var calls: [Call] = []

    func render(newState: SignInViewState) { calls.append(.render(newState)) }
    func configureViewAfterLayout() { calls.append(.configureViewAfterLayout) }
    func moveContentForDismissedKeyboard() { calls.append(.moveContentForDismissedKeyboard) }
    func moveContent(forKeyboardFrame keyboardFrame: Rect) { calls.append(.moveContent(keyboardFrame)) }
}

/// A sign-in responder that records the intents it hears.
@MainActor
final class RecordingSignInIxResponder: SignInIxResponder {
    struct SignIn: Equatable {
        var email: String
        var password: String
    }

    private(set) var signIns: [SignIn] = []

    func signIn(email: String, password: Secret) { signIns.append(SignIn(email: email, password: password)) }
}

/// A responder of every sign-in observer that records what it receives, in order.
@MainActor
final class RecordingSignInEventResponder: ObserverForSignInEventResponder {
    enum Event: Equatable {
        case error(ErrorMessage)
        case viewState(SignInViewState)
        case keyboardWillHide
        case keyboardWillChangeFrame(Rect)
    }

    private(set) var events: [Event] = []

    func received(newErrorMessage: ErrorMessage) { events.append(.error(newErrorMessage)) }
    func received(newViewState: SignInViewState) { events.append(.viewState(newViewState)) }
    func keyboardWillHide() { events.append(.keyboardWillHide) }
    func keyboardWillChangeFrame(keyboardEndFrame: Rect) { events.append(.keyboardWillChangeFrame(keyboardEndFrame)) }

    /// The events so far, forgetting them.
    func take() -> [Event] {
        defer { events = [] }
        return events
    }
}

/// A sign-in use-case factory (the closure form) that records its calls and hands out fakes.
@MainActor
final class RecordingSignInUseCaseFactory {
    private(set) var calls: [RecordingSignInIxResponder.SignIn] = []
    private(set) var made: [FakeUseCase] = []

    var factory: SignInUseCaseFactory {
        { [self] username, password in
            calls.append(.init(email: username, password: password))
            let useCase = FakeUseCase()
            made.append(useCase)
            return useCase
        }
    }
}

/// A finished-presenting-error factory that records the errors it was given.
@MainActor
final class RecordingFinishedPresentingErrorFactory {
    private(set) var errors: [ErrorMessage] = []
    private(set) var made: [FakeUseCase] = []

    var factory: FinishedPresentingErrorUseCaseFactory {
        { [self] errorMessage in
            errors.append(errorMessage)
            let useCase = FakeUseCase()
            made.append(useCase)
            return useCase
        }
    }
}

/// States and values the tests share.
@MainActor
enum Samples {
    static let ids = UUIDGenerator.sequential()
    static let error = ErrorMessage(title: "Sign In Failed", message: "Could not sign in.\nPlease try again.", ids: ids)
    static let otherError = ErrorMessage(title: "Other", message: "Another error.", ids: ids)

    /// The form's state while signing in (the store's reducer makes it).
    static var signingIn: SignInViewState {
        Reducers.signInReducer(action: .signIn(.signingIn), state: nil).viewState
    }

    /// A sign-in screen state with `viewState` and `errors`.
    static func signInState(signingIn: Bool = false, errors: [ErrorMessage] = []) -> SignInViewControllerState {
        var state = Reducers.signInReducer(
            action: .signIn(signingIn ? .signingIn : .finishedPresentingError(error)), state: nil)
        for error in errors {
            let viewState = state.viewState
            state = Reducers.signInReducer(action: .signIn(.signInFailed(error)), state: state)
            // NB: a failure enables the form; keep the view state asked for.
            if viewState != state.viewState {
                state = Reducers.signInReducer(action: .signIn(.signingIn), state: state)
            }
        }
        return state
    }

    /// A keyboard notification named `name` whose end frame is `endFrame`.
    static func keyboard(_ name: KeyboardNotification.Name, endFrame: Rect) -> KeyboardNotification {
        KeyboardNotification(
            name: name, userInfo: KeyboardUserInfo(beginFrame: .zero, endFrame: endFrame).userInfo)
    }

    /// The book's keyboard frame.
    static let keyboardFrame = Rect(x: 0, y: 400, width: 320, height: 216)
}
