public import KooberKit
public import KooberMVVMKit
public import KooberUI

/// The app scope as a container holds it, in the single-container approach and in the hierarchy: the
/// launch, the two long-lived objects, and the root and launch screens made from them, which the book
/// writes the same way in both. A conforming container says how it makes onboarding and the signed-in
/// screens; that is where the two approaches differ.
@MainActor
public protocol KooberAppContainer: AnyObject {
    /// The launch.
    var runtime: KooberRuntime { get }
    /// The one user-session repository.
    var sharedUserSessionRepository: any UserSessionRepository { get }
    /// The one main view model.
    var sharedMainViewModel: MainViewModel { get }
    /// The onboarding flow, made new for each call.
    func makeOnboardingViewController() -> OnboardingViewController
    /// The signed-in screens for `session`, made new for each call.
    func makeSignedInViewController(session: UserSession) -> SignedInViewController
}

extension KooberAppContainer {
    /// The root screen, with factories for onboarding and the signed-in screens.
    public func makeMainViewController() -> MainViewController {
        let launchViewController = makeLaunchViewController()
        let onboardingViewControllerFactory: @MainActor () -> OnboardingViewController = {
            self.makeOnboardingViewController()
        }
        let signedInViewControllerFactory: @MainActor (UserSession) -> SignedInViewController = { userSession in
            self.makeSignedInViewController(session: userSession)
        }
        return MainViewController(
            viewModel: sharedMainViewModel, launchViewController: launchViewController,
            onboardingViewControllerFactory: onboardingViewControllerFactory,
            signedInViewControllerFactory: signedInViewControllerFactory)
    }

    /// The launch screen.
    public func makeLaunchViewController() -> LaunchViewController {
        LaunchViewController(viewModel: makeLaunchViewModel())
    }

    /// The launch screen's view model: the main view model answers both ways.
    public func makeLaunchViewModel() -> LaunchViewModel {
        LaunchViewModel(
            userSessionRepository: sharedUserSessionRepository, notSignedInResponder: sharedMainViewModel,
            signedInResponder: sharedMainViewModel, ids: runtime.options.ids)
    }
}
