import Bindings
import KooberKit
public import KooberMVVMKit
public import KooberUI
import OpenCombine
import ViewKit

/// The sign-up form (the sample's `SignUpViewController` and `SignUpRootView`): Full Name, "What should
/// we call you?", Email, Mobile Number, Password and "Sign Up"; each field writes the view model as the
/// person types (the form is ``SignUpFormViewController``'s, shared with every pattern).
@MainActor
public final class SignUpViewController: SignUpFormViewController {
    /// The screen's view model.
    public let viewModel: SignUpViewModel

    /// Creates the screen.
    public init(viewModel: SignUpViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    public override func loadView() {
        super.loadView()
        let writers: [@MainActor (SignUpViewModel, String) -> Void] = [
            { $0.name = $1 }, { $0.nickname = $1 }, { $0.email = $1 }, { $0.mobileNumber = $1 }, { $0.password = $1 },
        ]
        for (field, write) in zip(fields, writers) {
            field.addAction(for: .editingChanged) { [viewModel] control in
                write(viewModel, (control as? TextField)?.text ?? "")
            }
        }
        viewModel.$inputEnabled.bind(to: self) { controller, enabled in controller.setInputEnabled(enabled) }
        viewModel.errorMessages.bind(to: self) { controller, errorMessage in
            controller.present(errorMessage: errorMessage)
        }
    }

    /// Tells the view model to sign up with what the fields wrote.
    public override func signUpTapped() {
        viewModel.signUp()
    }
}
