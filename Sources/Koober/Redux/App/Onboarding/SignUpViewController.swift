import Bindings
import KooberKit
public import KooberReduxKit
public import KooberUI
public import OpenCombine
public import ViewKit

/// The sign-up form (the sample's Redux `SignUpViewController` and `SignUpRootView`): five fields whose
/// text stays in the view until "Sign Up" hands the new account to the user interactions; the store's
/// ``SignUpViewControllerState`` enables the form and lists the errors to present.
@MainActor
public final class SignUpViewController: ViewController {
    /// The sign-up state; finishes when the app leaves sign-up.
    public let statePublisher: AnyPublisher<SignUpViewControllerState, Never>
    /// Signs up and hears that an error was seen.
    public let userInteractions: any SignUpUserInteractions
    /// Full name, nickname, email, mobile number and password, in that order.
    public let fields: [TextField]
    /// "Sign Up".
    public let signUpButton = Button(title: KooberStrings.signUp, style: .filled)
    /// The room made for the keyboard under the form.
    public let keyboardInset = KeyboardInset()
    private var observations: Set<AnyCancellable> = []
    private lazy var errors = ErrorsPresenter(viewController: self) { [userInteractions] errorMessage in
        userInteractions.finishedPresenting(errorMessage)
    }

    /// Creates the screen.
    public init(
        statePublisher: AnyPublisher<SignUpViewControllerState, Never>, userInteractions: any SignUpUserInteractions
    ) {
        self.statePublisher = statePublisher
        self.userInteractions = userInteractions
        fields = [
            KooberStrings.fullName, KooberStrings.nickname, KooberStrings.email, KooberStrings.mobileNumber,
            KooberStrings.password,
        ].map { TextField(placeholder: $0) }
        super.init()
    }

    public override func loadView() {
        navigationItem.title = KooberStrings.signUp
        for field in fields { field.accessibilityLabel = field.placeholder }
        fields.last?.isSecureTextEntry = true
        view = StackView(axis: .vertical, spacing: 12, arrangedSubviews: fields + [signUpButton, keyboardInset.spacer])
        signUpButton.addTarget(self, action: SignUpViewController.signUp, for: .primaryActionTriggered)
    }

    // NB: the screen is pushed again each time the person comes back from welcome, and its state goes out
    // of scope (the stream finishes) while welcome shows; so, as the sample's onboarding does, it observes
    // the store while it is on screen rather than from `viewDidLoad`.
    public override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        statePublisher.map(\.inputEnabled).removeDuplicates().sink { [weak self] enabled in self?.enable(enabled) }
            .store(in: &observations)
        statePublisher.map(\.errorsToPresent).removeDuplicates().sink { [weak self] errors in self?.errors.show(errors)
        }
        .store(in: &observations)
    }

    public override func viewDidDisappear(_ animated: Bool) {
        super.viewDidDisappear(animated)
        observations.removeAll()
    }

    private func enable(_ enabled: Bool) {
        for field in fields { field.isEnabled = enabled }
        signUpButton.isEnabled = enabled
    }

    private func signUp() {
        let text = fields.map { $0.text ?? "" }
        userInteractions.signUp(
            NewAccount(fullName: text[0], nickname: text[1], email: text[2], mobileNumber: text[3], password: text[4]))
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        keyboardInset.start(in: view.window)
    }

    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        keyboardInset.stop()
    }
}
