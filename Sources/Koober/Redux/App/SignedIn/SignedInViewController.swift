import Bindings
public import KooberKit
public import KooberReduxKit
import KooberUI
public import OpenCombine
public import ViewKit

/// The signed-in screen (the sample's Redux `SignedInViewController`): a "Profile" button over the part of
/// a new ride the store is in (finding the person, picking them up, waiting for the pickup), each a new
/// screen from the factory; it presents and dismisses the profile as the store's `viewingProfile` says.
@MainActor
public final class SignedInViewController: ViewController {
    /// The session this scope was made for.
    public let userSession: UserSession
    /// The signed-in state; finishes when the person signs out.
    public let statePublisher: AnyPublisher<SignedInViewControllerState, Never>
    /// Opens the profile.
    public let userInteractions: any SignedInUserInteractions
    /// Makes the child screens.
    public let viewControllerFactory: any SignedInViewControllerFactory
    /// The part of the ride shown now.
    public private(set) var currentChildViewController: ViewController?
    /// "Profile".
    public let profileButton = Button(title: KooberStrings.profile)
    private let content = View()
    private weak var profileViewController: ProfileViewController?

    /// The screen a new-ride state shows: its case, and the pick-up for picking up.
    private enum Screen: Equatable {
        case gettingUsersLocation
        case pickMeUp(Location)
        case waitingForPickup

        init(_ state: NewRideState) {
            switch state {
            case .gettingUsersLocation: self = .gettingUsersLocation
            case .requestingNewRide(let pickupLocation, _): self = .pickMeUp(pickupLocation)
            case .waitingForPickup: self = .waitingForPickup
            }
        }
    }

    /// Creates the screen.
    public init(
        userSession: UserSession, statePublisher: AnyPublisher<SignedInViewControllerState, Never>,
        userInteractions: any SignedInUserInteractions, viewControllerFactory: any SignedInViewControllerFactory
    ) {
        self.userSession = userSession
        self.statePublisher = statePublisher
        self.userInteractions = userInteractions
        self.viewControllerFactory = viewControllerFactory
        super.init()
    }

    public override func loadView() {
        profileButton.addTarget(self, action: SignedInViewController.showProfile, for: .primaryActionTriggered)
        view = StackView(axis: .vertical, spacing: 0, arrangedSubviews: [profileButton, content])
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        statePublisher.map { Screen($0.newRideState) }.removeDuplicates().bind(to: self) { controller, screen in
            controller.present(screen)
        }
        statePublisher.map(\.viewingProfile).removeDuplicates().bind(to: self) { controller, viewing in
            viewing ? controller.presentProfile() : controller.dismissProfile()
        }
    }

    private func showProfile() {
        userInteractions.presentProfile()
    }

    private func present(_ screen: Screen) {
        let next: ViewController =
            switch screen {
            case .gettingUsersLocation: viewControllerFactory.makeGettingUsersLocationViewController()
            case .pickMeUp(let pickupLocation):
                viewControllerFactory.makePickMeUpViewController(pickupLocation: pickupLocation)
            case .waitingForPickup: viewControllerFactory.makeWaitingForPickupViewController()
            }
        if let current = currentChildViewController {
            current.willMove(toParent: nil)
            current.view.removeFromSuperview()
            current.removeFromParent()
        }
        addChild(next)
        content.addSubview(next.view)
        next.didMove(toParent: self)
        currentChildViewController = next
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
