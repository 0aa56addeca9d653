import Bindings
import KooberKit
public import KooberMVVMKit
public import KooberUI
import OpenCombine
public import ViewKit

/// The sign-up form (the sample's `SignUpViewController` and `SignUpRootView`): Full Name, "What should
/// we call you?", Email, Mobile Number, Password and "Sign Up".
@MainActor
public final class SignUpViewController: ViewController {
    /// The screen's view model.
    public let viewModel: SignUpViewModel
    /// The form's fields, in order.
    public let fields: [TextField]
    /// "Sign Up".
    public let signUpButton = Button(title: KooberStrings.signUp, style: .filled)
    /// The room made for the keyboard under the form.
    public let keyboardInset = KeyboardInset()

    /// Creates the screen.
    public init(viewModel: SignUpViewModel) {
        self.viewModel = viewModel
        fields = [
            KooberStrings.fullName, KooberStrings.nickname, KooberStrings.email, KooberStrings.mobileNumber,
            KooberStrings.password,
        ].map { TextField(placeholder: $0) }
        super.init()
    }

    public override func loadView() {
        navigationItem.title = KooberStrings.signUp
        let writers: [@MainActor (SignUpViewModel, String) -> Void] = [
            { $0.name = $1 }, { $0.nickname = $1 }, { $0.email = $1 }, { $0.mobileNumber = $1 }, { $0.password = $1 },
        ]
        for (field, write) in zip(fields, writers) {
            field.accessibilityLabel = field.placeholder
            field.addAction(for: .editingChanged) { [viewModel] control in
                write(viewModel, (control as? TextField)?.text ?? "")
            }
        }
        fields.last?.isSecureTextEntry = true
        view = StackView(axis: .vertical, spacing: 12, arrangedSubviews: fields + [signUpButton, keyboardInset.spacer])
        signUpButton.addTarget(self, action: SignUpViewController.signUp, for: .primaryActionTriggered)
        viewModel.$inputEnabled.bind(to: self) { controller, enabled in
            for field in controller.fields { field.isEnabled = enabled }
            controller.signUpButton.isEnabled = enabled
        }
        viewModel.errorMessages.bind(to: self) { controller, errorMessage in
            controller.present(errorMessage: errorMessage)
        }
    }

    private func signUp() {
        viewModel.signUp()
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
