import Bindings
import KooberKit
public import KooberMVVMKit
import KooberUI
import OpenCombine
public import ViewKit

/// The signed-in container (the sample's `SignedInViewController`): a new child for each signed-in view
/// (the previous one is dropped), a "Profile" button on every one of them, and the profile presented while
/// the view model says so.
@MainActor
public final class SignedInViewController: ViewController {
    /// The flow's state.
    public let viewModel: SignedInViewModel
    /// Makes the children and the profile (the signed-in scope's container).
    public let viewControllerFactory: any SignedInViewControllerFactory
    /// The screen shown now.
    public private(set) var currentChildViewController: ViewController?
    /// "Profile".
    public let profileButton = Button(title: KooberStrings.profile)
    private let content = View()
    private weak var profileViewController: ProfileViewController?

    /// Creates the container.
    public init(viewModel: SignedInViewModel, viewControllerFactory: any SignedInViewControllerFactory) {
        self.viewModel = viewModel
        self.viewControllerFactory = viewControllerFactory
        super.init()
    }

    public override func loadView() {
        profileButton.addTarget(self, action: SignedInViewController.showProfile, for: .primaryActionTriggered)
        view = StackView(axis: .vertical, spacing: 0, arrangedSubviews: [profileButton, content])
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.$view.removeDuplicates().bind(to: self) { controller, view in controller.present(view) }
        viewModel.$showingProfileScreen.removeDuplicates().bind(to: self) { controller, showing in
            showing ? controller.presentProfile() : controller.dismissProfile()
        }
    }

    private func showProfile() {
        viewModel.presentProfileScreen()
    }

    private func present(_ view: SignedInView) {
        let next: ViewController =
            switch view {
            case .gettingUsersLocation: viewControllerFactory.makeGettingUsersLocationViewController()
            case .pickMeUp(let pickupLocation):
                viewControllerFactory.makePickMeUpViewController(pickupLocation: pickupLocation)
            case .waitingForPickup: viewControllerFactory.makeWaitingForPickupViewController()
            }
        transition(to: next)
    }

    /// Replaces the child (the sample's `transition(to:)`): the old one is removed and released.
    private func transition(to child: ViewController) {
        if let current = currentChildViewController {
            current.willMove(toParent: nil)
            current.view.removeFromSuperview()
            current.removeFromParent()
        }
        addChild(child)
        content.addSubview(child.view)
        child.didMove(toParent: self)
        currentChildViewController = child
    }

    private func presentProfile() {
        guard profileViewController == nil else { return }
        let profile = viewControllerFactory.makeProfileViewController()
        profileViewController = profile
        present(profile, animated: true)
    }

    private func dismissProfile() {
        guard let profile = profileViewController else { return }
        profileViewController = nil
        if profile.presentingViewController != nil { profile.dismiss(animated: true) }
    }
}
