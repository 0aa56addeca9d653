import KooberKit
public import ViewKit

/// The signed-in screen every pattern shows (the sample's `SignedInViewController`, less where its state
/// comes from): a "Profile" button over one child at a time, the part of a new ride the person is in, and
/// the profile presented over it.
///
/// Contract: a pattern subclasses it, makes a new child for each part of the ride and hands it to
/// ``transition(to:)``, calls ``presentProfile()`` and ``dismissProfile()`` as its state says, and
/// overrides ``profileTapped()`` (where the tap goes) and ``makeProfileViewController()`` (the profile to
/// present).
@MainActor
open class SignedInContainerViewController: ViewController {
    /// The screen shown now.
    public private(set) var currentChildViewController: ViewController?
    /// "Profile".
    public let profileButton = Button(title: KooberStrings.profile)
    private let content = View()
    private weak var profileViewController: ViewController?

    /// Creates the container, with no child yet.
    public override init() {
        super.init()
    }

    /// Builds the screen: "Profile" over the child. A subclass that overrides it calls `super` first.
    open override func loadView() {
        profileButton.addTarget(
            self, action: SignedInContainerViewController.profileTapped, for: .primaryActionTriggered)
        view = StackView(axis: .vertical, spacing: 0, arrangedSubviews: [profileButton, content])
    }

    // MARK: Override points

    /// "Profile" was pressed. The default does nothing; a pattern asks its flow for the profile.
    open func profileTapped() {}

    /// A new profile, presented by ``presentProfile()``. The default makes none (nothing is presented); a
    /// pattern returns its profile screen.
    open func makeProfileViewController() -> ViewController? { nil }

    // MARK: Showing

    /// Replaces the child with `child` (the sample's `transition(to:)`): the old one is removed and
    /// released, so only one part of the ride exists at a time.
    public func transition(to child: ViewController) {
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

    /// Presents a new profile from ``makeProfileViewController()``, unless one is already up.
    public func presentProfile() {
        guard profileViewController == nil, let profile = makeProfileViewController() else { return }
        profileViewController = profile
        present(profile, animated: true)
    }

    /// Dismisses the profile ``presentProfile()`` presented, if it is still up.
    public func dismissProfile() {
        guard let profile = profileViewController else { return }
        profileViewController = nil
        if profile.presentingViewController != nil { profile.dismiss(animated: true) }
    }
}
