import Bindings
import KooberKit
public import KooberMVVMKit
public import KooberUI
import OpenCombine
public import ViewKit

/// The signed-in container (the sample's `SignedInViewController`): a new child for each signed-in view
/// (the previous one is dropped), a "Profile" button on every one of them, and the profile presented while
/// the view model says so (the showing is ``SignedInContainerViewController``'s, shared with every
/// pattern).
@MainActor
public final class SignedInViewController: SignedInContainerViewController {
    /// The flow's state.
    public let viewModel: SignedInViewModel
    /// Makes the children and the profile (the signed-in scope's container).
    public let viewControllerFactory: any SignedInViewControllerFactory

    /// Creates the container.
    public init(viewModel: SignedInViewModel, viewControllerFactory: any SignedInViewControllerFactory) {
        self.viewModel = viewModel
        self.viewControllerFactory = viewControllerFactory
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.$view.removeDuplicates().bind(to: self) { controller, view in controller.present(view) }
        viewModel.$showingProfileScreen.removeDuplicates().bind(to: self) { controller, showing in
            showing ? controller.presentProfile() : controller.dismissProfile()
        }
    }

    /// Asks the view model for the profile.
    public override func profileTapped() {
        viewModel.presentProfileScreen()
    }

    /// A new profile from the signed-in scope's container.
    public override func makeProfileViewController() -> ViewController? {
        viewControllerFactory.makeProfileViewController()
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
}
