import KooberKit
import KooberMVVMKit
import KooberUI
import ViewKit

extension MainViewController {
    /// Where the person is now; nil while launching.
    public var restorableNavigation: KooberNavigation? {
        switch viewModel.view {
        case .launching:
            return nil
        case .onboarding:
            switch onboardingViewController?.viewModel.navigationAction {
            case .present(.signin), .presented(.signin): return .signingIn
            case .present(.signup), .presented(.signup): return .signingUp
            case .present(.welcome), .presented(.welcome), nil: return .welcome
            }
        case .signedIn(let userSession):
            guard let signedIn = signedInViewController else { return nil }
            return .signedIn(
                email: userSession.profile.email, ride: Self.ride(of: signedIn),
                viewingProfile: signedIn.viewModel.showingProfileScreen)
        }
    }

    /// Takes the person back to `navigation` once launch is over (now, if it is), through the view
    /// models as their screens would: onboarding screens only while nobody is signed in, signed-in screens
    /// only for the same person's stored session; otherwise the app stays where launch put it.
    public func restore(_ navigation: KooberNavigation) {
        guard viewModel.view == .launching else { return apply(navigation, in: viewModel.view) }
        pendingNavigation = navigation
    }

    /// Takes the person to `navigation` where launch put the app, `view` (see ``restore(_:)``).
    func apply(_ navigation: KooberNavigation, in view: MainView) {
        switch (navigation, view) {
        case (.welcome, .onboarding):
            break
        case (.signingIn, .onboarding):
            onboardingViewController?.viewModel.navigateToSignIn()
        case (.signingUp, .onboarding):
            onboardingViewController?.viewModel.navigateToSignUp()
        case (.signedIn(let email, let ride, let viewingProfile), .signedIn(let userSession))
        where email == userSession.profile.email:
            guard let signedIn = signedInViewController else { return }
            Self.restore(ride, in: signedIn)
            if viewingProfile { signedIn.viewModel.presentProfileScreen() }
        default:
            break
        }
    }

    private static func ride(of signedIn: SignedInViewController) -> KooberNavigation.Ride {
        switch signedIn.viewModel.view {
        case .gettingUsersLocation:
            return .gettingUsersLocation
        case .waitingForPickup:
            return .waitingForPickup
        case .pickMeUp(let pickupLocation):
            guard let pickMeUp = signedIn.currentChildViewController as? PickMeUpViewController else {
                return .pickMeUp(pickupLocation: pickupLocation, step: .whereTo)
            }
            switch (pickMeUp.viewModel.view, pickMeUp.viewModel.mapViewModel.dropoffLocation) {
            case (.final, _):
                return .waitingForPickup
            case (.selectDropoffLocation, _):
                return .pickMeUp(pickupLocation: pickupLocation, step: .searchingDropoff)
            case (.selectRideOption, let dropoff?), (.confirmRequest, let dropoff?),
                (.sendingRideRequest, let dropoff?):
                return .pickMeUp(pickupLocation: pickupLocation, step: .choosingRideOption(dropoff: dropoff))
            default:
                return .pickMeUp(pickupLocation: pickupLocation, step: .whereTo)
            }
        }
    }

    private static func restore(_ ride: KooberNavigation.Ride, in signedIn: SignedInViewController) {
        switch ride {
        case .gettingUsersLocation:
            break
        case .waitingForPickup:
            signedIn.viewModel.newRideRequestAccepted()
        case .pickMeUp(let pickupLocation, let step):
            signedIn.viewModel.pickUpUser(at: pickupLocation)
            guard let pickMeUp = signedIn.currentChildViewController as? PickMeUpViewController else { return }
            switch step {
            case .whereTo:
                break
            case .searchingDropoff:
                pickMeUp.viewModel.showSelectDropoffLocationView()
            case .choosingRideOption(let dropoff):
                pickMeUp.viewModel.showSelectDropoffLocationView()
                pickMeUp.viewModel.dropOffUser(at: dropoff)
            }
        }
    }
}
