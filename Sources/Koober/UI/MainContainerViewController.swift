public import KooberKit
import Services
public import ViewKit

/// The root screen every pattern shows (the sample's `MainViewController`, less where its state comes
/// from): the launch screen first, then onboarding presented full screen or the signed-in screens for a
/// session. Onboarding is made new each time and dropped once someone signs in; the signed-in screens are
/// made for the session and dropped when they sign out, so only one scope's screens exist at a time.
///
/// Contract: a pattern subclasses it with its own three screens (`Launch`, `Onboarding`, `SignedIn`, kept
/// with their types), and calls ``presentLaunching()``, ``presentOnboarding()`` or
/// ``presentSignedIn(userSession:)`` as its state changes case. It may override
/// ``shouldReplace(_:for:)`` to drop the signed-in screens when another session comes.
@MainActor
open class MainContainerViewController<Launch: ViewController, Onboarding: ViewController, SignedIn: ViewController>:
    ViewController
{
    /// The launch screen, shown first.
    public let launchViewController: Launch
    /// The signed-in screens, while someone is signed in.
    public private(set) var signedInViewController: SignedIn?
    /// The onboarding screens, while nobody is signed in.
    public private(set) var onboardingViewController: Onboarding?
    private let makeOnboardingViewController: (@MainActor () -> Onboarding)?
    private let makeSignedInViewController: @MainActor (UserSession) -> SignedIn

    /// Creates the container; `makeOnboardingViewController` and `makeSignedInViewController` make a new
    /// child scope's screens each time they are needed (the sample's injected factories).
    public init(
        launchViewController: Launch, makeOnboardingViewController: @escaping @MainActor () -> Onboarding,
        makeSignedInViewController: @escaping @MainActor (UserSession) -> SignedIn
    ) {
        self.launchViewController = launchViewController
        self.makeOnboardingViewController = makeOnboardingViewController
        self.makeSignedInViewController = makeSignedInViewController
        super.init()
    }

    /// Creates a container that builds onboarding itself: its subclass overrides ``presentOnboarding()``
    /// and builds the graph there (the on-demand approach's long method, before factories); the signed-in
    /// screens come from `makeSignedInViewController`.
    public init(
        launchViewController: Launch, makeSignedInViewController: @escaping @MainActor (UserSession) -> SignedIn
    ) {
        self.launchViewController = launchViewController
        self.makeOnboardingViewController = nil
        self.makeSignedInViewController = makeSignedInViewController
        super.init()
    }

    /// Builds an empty view for the children. A subclass that overrides it calls `super` first.
    open override func loadView() {
        view = View()
    }

    /// Whether `signedIn`, the signed-in screens shown now, must give way to new ones for `userSession`.
    /// The default keeps them: a pattern whose sign-out always goes through onboarding never shows another
    /// session's.
    open func shouldReplace(_ signedIn: SignedIn, for userSession: UserSession) -> Bool { false }

    /// Shows the launch screen, filling the container.
    public func presentLaunching() {
        addFullScreen(childViewController: launchViewController)
    }

    /// Makes a new onboarding with the injected factory and shows it (``show(onboarding:)``): the
    /// factories approach's short method. A subclass made without the factory overrides it and builds
    /// onboarding itself.
    open func presentOnboarding() {
        guard let makeOnboardingViewController else {
            return ProgrammerError.report(
                "\(type(of: self)) was made without an onboarding factory and does not override presentOnboarding().")
        }
        show(onboarding: makeOnboardingViewController())
    }

    /// Presents `onboarding` full screen and drops launch and any signed-in screens (after a sign-out,
    /// first dismissing what they present: the profile).
    public func show(onboarding: Onboarding) {
        if presentedViewController != nil, presentedViewController !== onboardingViewController {
            dismiss(animated: true)
        }
        onboarding.modalPresentationStyle = .fullScreen
        present(onboarding, animated: true)
        remove(childViewController: launchViewController)
        remove(childViewController: signedInViewController)
        signedInViewController = nil
        onboardingViewController = onboarding
    }

    /// Shows the signed-in screens for `userSession` (made new unless they are shown already and
    /// ``shouldReplace(_:for:)`` keeps them) and dismisses onboarding.
    public func presentSignedIn(userSession: UserSession) {
        remove(childViewController: launchViewController)
        if let current = signedInViewController, shouldReplace(current, for: userSession) {
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
