import Bindings
public import KooberKit
public import KooberReduxKit
public import KooberUI
public import OpenCombine
public import ViewKit

/// The signed-in screen (the sample's Redux `SignedInViewController`): a "Profile" button over the part of
/// a new ride the store is in (finding the person, picking them up, waiting for the pickup), each a new
/// screen from the factory; it presents and dismisses the profile as the store's `viewingProfile` says
/// (the showing is ``SignedInContainerViewController``'s, shared with every pattern).
@MainActor
public final class SignedInViewController: SignedInContainerViewController {
    /// The session this scope was made for.
    public let userSession: UserSession
    /// The signed-in state; finishes when the person signs out.
    public let statePublisher: AnyPublisher<SignedInViewControllerState, Never>
    /// Opens the profile.
    public let userInteractions: any SignedInUserInteractions
    /// Makes the child screens.
    public let viewControllerFactory: any SignedInViewControllerFactory

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

    public override func viewDidLoad() {
        super.viewDidLoad()
        statePublisher.map { Screen($0.newRideState) }.removeDuplicates().bind(to: self) { controller, screen in
            controller.present(screen)
        }
        statePublisher.map(\.viewingProfile).removeDuplicates().bind(to: self) { controller, viewing in
            viewing ? controller.presentProfile() : controller.dismissProfile()
        }
    }

    /// Tells the user interactions to open the profile.
    public override func profileTapped() {
        userInteractions.presentProfile()
    }

    /// A new profile from the signed-in scope's container.
    public override func makeProfileViewController() -> ViewController? {
        viewControllerFactory.makeProfileViewController()
    }

    private func present(_ screen: Screen) {
        let next: ViewController =
            switch screen {
            case .gettingUsersLocation: viewControllerFactory.makeGettingUsersLocationViewController()
            case .pickMeUp(let pickupLocation):
                viewControllerFactory.makePickMeUpViewController(pickupLocation: pickupLocation)
            case .waitingForPickup: viewControllerFactory.makeWaitingForPickupViewController()
            }
        transition(to: next)
    }
}
