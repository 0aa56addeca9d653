public import Elements
public import ElementsKeyboard
public import KooberElementsKit
public import KooberKit
public import KooberReduxKit
import KooberUI
public import ViewKit

/// The sign-in form (the sample's Elements `SignInViewController`): its view is an injected
/// ``SignInUserInterfaceView``, touched only through that protocol; "Sign In" starts a new sign-in use case
/// from the factory; its observers bring the form's states, its errors and the keyboard.
///
/// It takes its observers in any of the book's arrangements: one ``observer`` (``ObserverForSignIn``, or
/// an ``ObserverComposition`` of the split observers), or the split ``SignInStateObserver`` as
/// ``observer`` with a ``keyboardObserver`` (``SignInKeyboardObserver``, or a
/// ``ResponderBoundKeyboardObserver`` set after creation: the book's catch-22) that starts only once the
/// form appeared. The form is pushed again each time the person comes back from welcome, so it observes
/// from `viewWillAppear` to `viewWillDisappear`.
@MainActor
public final class SignInViewController: ErrorPresentingViewController {
    // MARK: - Properties
    /// Brings the keyboard when it starts later than the state: started in `viewDidAppear`.
    public var keyboardObserver: (any Observer)?
    /// The form's view.
    public let userInterface: any SignInUserInterfaceView
    /// Makes each sign-in.
    public let signInUseCases: SignInUseCaseVariant

    // MARK: - Methods
    /// Creates the form; `signInUseCases` says which sign-in use case each "Sign In" starts. `observer`
    /// brings the state (and, unless `keyboardObserver` does, the keyboard); it starts in `viewWillAppear`.
    public init(
        userInterface: any SignInUserInterfaceView, observer: any Observer, keyboardObserver: (any Observer)? = nil,
        signInUseCases: SignInUseCaseVariant,
        finishedPresentingErrorUseCaseFactory: @escaping FinishedPresentingErrorUseCaseFactory
    ) {
        self.userInterface = userInterface
        self.keyboardObserver = keyboardObserver
        self.signInUseCases = signInUseCases
        super.init(observer: observer, finishedPresentingErrorUseCaseFactory: finishedPresentingErrorUseCaseFactory)
    }

    /// Creates the form starting the Redux sign-in use case `signInUseCaseFactory` makes (the book's form).
    public convenience init(
        userInterface: any SignInUserInterfaceView, observer: any Observer, keyboardObserver: (any Observer)? = nil,
        signInUseCaseFactory: @escaping SignInUseCaseFactory,
        finishedPresentingErrorUseCaseFactory: @escaping FinishedPresentingErrorUseCaseFactory
    ) {
        self.init(
            userInterface: userInterface, observer: observer, keyboardObserver: keyboardObserver,
            signInUseCases: .redux(signInUseCaseFactory),
            finishedPresentingErrorUseCaseFactory: finishedPresentingErrorUseCaseFactory)
    }

    public override func loadView() {
        navigationItem.title = KooberStrings.signIn
        view = userInterface
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        viewDidLayoutSubviews()
        keyboardObserver?.startObserving()
    }

    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        keyboardObserver?.stopObserving()
        userInterface.moveContentForDismissedKeyboard()
    }

    /// The view was laid out: lets the user interface finish its configuration. ViewKit has no layout
    /// pass, so the form calls it once it appeared.
    public func viewDidLayoutSubviews() {
        userInterface.configureViewAfterLayout()
    }
}

extension SignInViewController: SignInIxResponder {
    /// Starts a new sign-in use case for `email` and `password`.
    public func signIn(email: String, password: Secret) {
        switch signInUseCases {
        case .redux(let makeSignInUseCase):
            makeSignInUseCase(email, password).start()
        case .bidirectional(let makeSignInUseCase, let recordSignedIn):
            let useCase = makeSignInUseCase(
                email, password,
                { [weak self] in self?.userInterface.render(newState: .signingIn) },
                { [weak self] result in
                    switch result {
                    case .success(let userSession):
                        recordSignedIn(userSession).start()
                    case .failure(let errorMessage):
                        self?.userInterface.render(newState: SignInViewState())
                        self?.present(errorMessage: errorMessage)
                    }
                })
            useCase.start()
        case .hybrid(let makeSignInUseCase, let recordStoredSession):
            let useCase = makeSignInUseCase(
                email, password,
                { [weak self] in self?.userInterface.render(newState: .signingIn) },
                { [weak self] result in
                    switch result {
                    case .success:
                        recordStoredSession().start()
                    case .failure(let errorMessage):
                        self?.userInterface.render(newState: SignInViewState())
                        self?.present(errorMessage: errorMessage)
                    }
                })
            useCase.start()
        }
    }
}

extension SignInViewController: ObserverForSignInEventResponder {
    /// Renders `newViewState`.
    public func received(newViewState: SignInViewState) {
        userInterface.render(newState: newViewState)
    }

    /// Gives the content back the room the keyboard took.
    public func keyboardWillHide() {
        userInterface.moveContentForDismissedKeyboard()
    }

    /// Makes room for the keyboard's `keyboardEndFrame` (the view fills the window, so its coordinates are
    /// the window's).
    public func keyboardWillChangeFrame(keyboardEndFrame: Rect) {
        userInterface.moveContent(forKeyboardFrame: keyboardEndFrame)
    }
}

extension SignInViewController: KeyboardObserverEventResponder {
    /// The reusable observer's "will hide": as ``keyboardWillHide()``.
    public func keyboardWillHide(_ userInfo: KeyboardUserInfo) {
        keyboardWillHide()
    }

    /// The reusable observer's "will change frame": as ``keyboardWillChangeFrame(keyboardEndFrame:)``.
    public func keyboardWillChangeFrame(_ userInfo: KeyboardUserInfo) {
        keyboardWillChangeFrame(keyboardEndFrame: userInfo.endFrame)
    }
}

extension SignInViewState {
    /// The form while a bidirectional sign-in runs: what the store's reducer makes of "signing in".
    static var signingIn: SignInViewState {
        Reducers.signInReducer(action: .signIn(.signingIn), state: nil).viewState
    }
}
