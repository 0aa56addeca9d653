import Bindings
public import KooberKit
public import KooberReduxKit
import KooberUI
public import OpenCombine
public import ViewKit

/// The root screen (the sample's Redux `MainViewController`): it watches which of launching, onboarding and
/// signed in the store is in, and shows the launch screen, presents a new onboarding flow, or shows a new
/// signed-in screen for the session.
///
/// It knows the store only as a publisher of ``MainViewControllerState``; every window's root screen
/// watches the same store, so two browser tabs always show the same part of the app.
@MainActor
public final class MainViewController: ViewController {
    /// Where the app is: launching, onboarding or signed in.
    public let statePublisher: AnyPublisher<MainViewControllerState, Never>
    /// The launch screen, shown first.
    public let launchViewController: LaunchViewController
    /// The signed-in screen shown now, if any.
    public private(set) var signedInViewController: SignedInViewController?
    /// The onboarding flow presented now, if any.
    public private(set) var onboardingViewController: OnboardingViewController?
    let makeOnboardingViewController: @MainActor () -> OnboardingViewController
    let makeSignedInViewController: @MainActor (UserSession) -> SignedInViewController

    /// Creates the root screen; the factories make a new child scope's screen each time one is needed.
    public init(
        statePublisher: AnyPublisher<MainViewControllerState, Never>, launchViewController: LaunchViewController,
        onboardingViewControllerFactory: @escaping @MainActor () -> OnboardingViewController,
        signedInViewControllerFactory: @escaping @MainActor (UserSession) -> SignedInViewController
    ) {
        self.statePublisher = statePublisher
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
        statePublisher.removeDuplicates().bind(to: self) { controller, state in controller.present(state) }
    }

    private func present(_ state: MainViewControllerState) {
        switch state {
        case .launching: addFullScreen(childViewController: launchViewController)
        case .onboarding: presentOnboarding()
        case .signedIn(let userSession): presentSignedIn(userSession: userSession)
        }
    }

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

    private func presentSignedIn(userSession: UserSession) {
        remove(childViewController: launchViewController)
        // NB: a new session (another person signed in) gets a new signed-in scope.
        if let current = signedInViewController, current.userSession != userSession {
            remove(childViewController: current)
            signedInViewController = nil
        }
        let signedIn = signedInViewController ?? makeSignedInViewController(userSession)
        addFullScreen(childViewController: signedIn)
        signedInViewController = signedIn
        if onboardingViewController != nil {
            onboardingViewController = nil
            dismiss(animated: true)
        }
    }
}
