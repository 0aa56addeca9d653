import Bindings
import KooberKit
public import KooberReduxKit
import KooberUI
public import OpenCombine
public import ViewKit

/// The profile (the sample's Redux `ProfileContentViewController`): the person's name, email and mobile
/// number from the store's ``ProfileViewControllerState``, "Done" and "Sign Out" for the user
/// interactions, and the errors the store lists.
///
/// The profile re-renders only when the profile state changes: its publisher selects that slice, so a
/// ride option chosen behind the sheet does not reach it.
@MainActor
public final class ProfileContentViewController: ViewController {
    /// The profile state; finishes when the person signs out.
    public let statePublisher: AnyPublisher<ProfileViewControllerState, Never>
    /// Signs out, closes the sheet and hears that an error was seen.
    public let userInteractions: any ProfileUserInteractions
    /// "Sign Out".
    public let signOutButton = Button(title: KooberStrings.signOut, style: .destructive)
    private let nameLabel = Label(text: "", style: .headline)
    private let emailLabel = Label(text: "")
    private let mobileNumberLabel = Label(text: "")
    private lazy var errors = ErrorsPresenter(viewController: self) { [userInteractions] errorMessage in
        userInteractions.finishedPresenting(errorMessage)
    }

    /// Creates the content.
    public init(
        statePublisher: AnyPublisher<ProfileViewControllerState, Never>, userInteractions: any ProfileUserInteractions
    ) {
        self.statePublisher = statePublisher
        self.userInteractions = userInteractions
        super.init()
    }

    public override func loadView() {
        navigationItem.title = KooberStrings.myProfile
        let done = BarButtonItem(title: KooberStrings.done)
        done.setTarget(self, action: ProfileContentViewController.done)
        navigationItem.rightBarButtonItem = done
        signOutButton.addTarget(self, action: ProfileContentViewController.signOut, for: .primaryActionTriggered)
        view = StackView(
            axis: .vertical, spacing: 8, arrangedSubviews: [nameLabel, emailLabel, mobileNumberLabel, signOutButton])
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        statePublisher.removeDuplicates().bind(to: self) { controller, state in controller.render(state) }
    }

    private func render(_ state: ProfileViewControllerState) {
        nameLabel.text = state.profile.name
        emailLabel.text = state.profile.email
        mobileNumberLabel.text = state.profile.mobileNumber
        signOutButton.isEnabled = state.signOutEnabled
        errors.show(state.errorsToPresent)
    }

    private func done() {
        userInteractions.dismissProfile()
    }

    private func signOut() {
        userInteractions.signOut()
    }
}
