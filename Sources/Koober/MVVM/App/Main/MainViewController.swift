import Bindings
public import KooberKit
public import KooberMVVMKit
import KooberUI
import OpenCombine
public import ViewKit

/// The root container (the sample's `MainViewController`): shows launch, then onboarding (presented full
/// screen) or the signed-in screens, as the main view model says. Onboarding is made new each time by the
/// injected factory and dropped once someone signs in; the signed-in screens are made for the session
/// and dropped when they sign out, so only one scope's screens exist at a time.
@MainActor
public final class MainViewController: ViewController {
    /// The app-level state.
    public let viewModel: MainViewModel
    /// The launch screen, shown first.
    public let launchViewController: LaunchViewController
    /// The signed-in screens, while someone is signed in.
    public private(set) var signedInViewController: SignedInViewController?
    /// The onboarding screens, while nobody is signed in.
    public private(set) var onboardingViewController: OnboardingViewController?
    let makeOnboardingViewController: @MainActor () -> OnboardingViewController
    let makeSignedInViewController: @MainActor (UserSession) -> SignedInViewController

    /// Creates the container (the book's full initializer).
    public init(
        viewModel: MainViewModel, launchViewController: LaunchViewController,
        onboardingViewControllerFactory: @escaping @MainActor () -> OnboardingViewController,
        signedInViewControllerFactory: @escaping @MainActor (UserSession) -> SignedInViewController
    ) {
        self.viewModel = viewModel
        self.launchViewController = launchViewController
        makeOnboardingViewController = onboardingViewControllerFactory
        makeSignedInViewController = signedInViewControllerFactory
        super.init()
    }

    public override func loadView() {
        view = View()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.$view.removeDuplicates().bind(to: self) { controller, view in controller.present(view) }
    }

    private func present(_ view: MainView) {
        switch view {
        case .launching: presentLaunching()
        case .onboarding: presentOnboarding()
        case .signedIn(let userSession): presentSignedIn(userSession: userSession)
        }
    }

    private func presentLaunching() {
        addFullScreen(childViewController: launchViewController)
    }

    /// Makes a new onboarding, presents it full screen, and drops launch and any signed-in screens
    /// (after a sign-out, first dismissing what they present: the profile).
    private func presentOnboarding() {
        if presentedViewController != nil, presentedViewController !== onboardingViewController {
            dismiss(animated: true)
        }
        let onboarding = makeOnboardingViewController()
        onboarding.modalPresentationStyle = .fullScreen
        present(onboarding, animated: true)
        remove(childViewController: launchViewController)
        remove(childViewController: signedInViewController)
        signedInViewController = nil
        onboardingViewController = onboarding
    }

    /// Shows the signed-in screens for `userSession` and dismisses onboarding.
    private func presentSignedIn(userSession: UserSession) {
        remove(childViewController: launchViewController)
        let signedIn = signedInViewController ?? makeSignedInViewController(userSession)
        addFullScreen(childViewController: signedIn)
        signedInViewController = signedIn
        if onboardingViewController != nil {
            onboardingViewController = nil
            dismiss(animated: true)
        }
    }
}
