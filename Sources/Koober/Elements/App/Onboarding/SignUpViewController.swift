public import Elements
public import ElementsKeyboard
public import KooberElementsKit
public import KooberKit
public import ViewKit

/// The sign-up form: its view is an injected ``SignUpUserInterfaceView``; "Sign Up" starts a new
/// ``SignUpUseCase`` from the factory; its observer brings the form's states, its errors and the keyboard,
/// from `viewWillAppear` to `viewWillDisappear` (the form is pushed again after going back to welcome).
@MainActor
public final class SignUpViewController: ErrorPresentingViewController {
    // MARK: - Properties
    /// The form's view.
    public let userInterface: any SignUpUserInterfaceView
    /// Makes each sign-up (a closure factory).
    public let signUpUseCaseFactory: SignUpUseCaseFactory

    // MARK: - Methods
    /// Creates the form; `observer` brings the state and the keyboard.
    public init(
        userInterface: any SignUpUserInterfaceView, observer: any Observer,
        signUpUseCaseFactory: @escaping SignUpUseCaseFactory,
        finishedPresentingErrorUseCaseFactory: @escaping FinishedPresentingErrorUseCaseFactory
    ) {
        self.userInterface = userInterface
        self.signUpUseCaseFactory = signUpUseCaseFactory
        super.init(observer: observer, finishedPresentingErrorUseCaseFactory: finishedPresentingErrorUseCaseFactory)
    }

    public override func loadView() {
        navigationItem.title = KooberStrings.signUp
        view = userInterface
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        viewDidLayoutSubviews()
    }

    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        userInterface.moveContentForDismissedKeyboard()
    }

    /// The view was laid out: lets the user interface finish its configuration (called once the form
    /// appeared; ViewKit has no layout pass).
    public func viewDidLayoutSubviews() {
        userInterface.configureViewAfterLayout()
    }
}

extension SignUpViewController: SignUpIxResponder {
    /// Starts a new sign-up use case for `newAccount`.
    public func signUp(_ newAccount: NewAccount) {
        signUpUseCaseFactory(newAccount).start()
    }
}

extension SignUpViewController: ObserverForSignUpEventResponder {
    /// Renders `newViewState`.
    public func received(newViewState: SignUpViewState) {
        userInterface.render(newState: newViewState)
    }

    /// Gives the content back the room the keyboard took.
    public func keyboardWillHide(_ userInfo: KeyboardUserInfo) {
        userInterface.moveContentForDismissedKeyboard()
    }

    /// Makes room for the keyboard's end frame.
    public func keyboardWillChangeFrame(_ userInfo: KeyboardUserInfo) {
        userInterface.moveContent(forKeyboardFrame: userInfo.endFrame)
    }
}
