import Bindings
import KooberKit
public import KooberMVVMKit
import KooberUI
import OpenCombine
public import ViewKit

/// The profile, presented modally (the sample's `ProfileViewController` and its content): "My Profile",
/// who is signed in, "Sign Out" and "Done".
@MainActor
public final class ProfileViewController: NavigationController {
    /// The screen's view model.
    public let viewModel: ProfileViewModel

    /// Creates the screen.
    public init(viewModel: ProfileViewModel) {
        self.viewModel = viewModel
        super.init(rootViewController: ProfileContentViewController(viewModel: viewModel))
        modalPresentationStyle = .pageSheet
    }
}

/// The profile's content.
@MainActor
final class ProfileContentViewController: ViewController {
    let viewModel: ProfileViewModel
    let signOutButton = Button(title: KooberStrings.signOut, style: .destructive)

    init(viewModel: ProfileViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    override func loadView() {
        navigationItem.title = KooberStrings.myProfile
        let done = BarButtonItem(title: KooberStrings.done)
        done.setTarget(self, action: ProfileContentViewController.done)
        navigationItem.rightBarButtonItem = done
        let profile = viewModel.userProfile
        signOutButton.addTarget(self, action: ProfileContentViewController.signOut, for: .primaryActionTriggered)
        view = StackView(
            axis: .vertical, spacing: 8,
            arrangedSubviews: [
                Label(text: profile.name, style: .headline), Label(text: profile.email),
                Label(text: profile.mobileNumber),
                signOutButton,
            ])
        viewModel.$signOutEnabled.bind(to: signOutButton, \.isEnabled)
        viewModel.errorMessages.bind(to: self) { controller, errorMessage in
            controller.present(errorMessage: errorMessage)
        }
    }

    private func done() {
        viewModel.dismiss()
    }

    private func signOut() {
        viewModel.signOut()
    }
}
