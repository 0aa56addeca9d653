public import Elements
public import KooberElementsKit
public import KooberKit
public import KooberUI
public import ViewKit

/// The signed-in screen (the sample's Elements `SignedInViewController`): "Profile" over the part of the
/// ride its observer says (each a new screen from the factory), and the profile presented and dismissed
/// as the observer says; "Profile" starts a new ``GoToProfileUseCase``. The showing is
/// ``SignedInContainerViewController``'s, shared with every pattern, and the same as Koober Redux's.
///
/// NB: it observes from `viewDidLoad` for as long as it lives, as the sample's does: "Requesting Ride..."
/// is presented full screen over it while the ride must still move on.
@MainActor
public final class SignedInViewController: SignedInContainerViewController {
    // MARK: - Properties
    /// Says which part of the ride shows and whether the profile is up.
    public let observer: any Observer
    /// The session this scope was made for.
    public let userSession: UserSession
    /// Makes the child screens.
    public let viewControllerFactory: any SignedInViewControllerFactory
    /// Makes the use case for "Profile" (a protocol factory).
    public let goToProfileUseCaseFactory: any GoToProfileUseCaseMaking

    // MARK: - Methods
    /// Creates the screen.
    public init(
        observer: any Observer, userSession: UserSession, viewControllerFactory: any SignedInViewControllerFactory,
        goToProfileUseCaseFactory: any GoToProfileUseCaseMaking
    ) {
        self.observer = observer
        self.userSession = userSession
        self.viewControllerFactory = viewControllerFactory
        self.goToProfileUseCaseFactory = goToProfileUseCaseFactory
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        observer.startObserving()
    }

    /// "Profile": the intent.
    public override func profileTapped() {
        goToProfile()
    }

    /// A new profile from the signed-in scope's container.
    public override func makeProfileViewController() -> ViewController? {
        viewControllerFactory.makeProfileViewController()
    }
}

extension SignedInViewController: SignedInIxResponder {
    /// Starts a new ``GoToProfileUseCase``.
    public func goToProfile() {
        goToProfileUseCaseFactory.makeGoToProfileUseCase().start()
    }
}

extension SignedInViewController: ObserverForSignedInEventResponder {
    /// Shows a new screen for `newRideScreen`.
    public func received(newRideScreen: NewRideScreen) {
        let next: ViewController =
            switch newRideScreen {
            case .gettingUsersLocation: viewControllerFactory.makeGettingUsersLocationViewController()
            case .pickMeUp(let pickupLocation):
                viewControllerFactory.makePickMeUpViewController(pickupLocation: pickupLocation)
            case .waitingForPickup: viewControllerFactory.makeWaitingForPickupViewController()
            }
        transition(to: next)
    }

    /// Presents or dismisses the profile.
    public func received(viewingProfile: Bool) {
        viewingProfile ? presentProfile() : dismissProfile()
    }
}
