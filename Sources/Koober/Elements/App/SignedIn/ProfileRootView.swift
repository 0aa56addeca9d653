import KooberKit
public import ViewKit

/// The profile's view (the sample's `ProfileContentRootView`, as every pattern shows it): the person's
/// name, email and mobile number, and "Sign Out", which tells ``ixResponder``.
@MainActor
public final class ProfileRootView: View, ProfileUserInterface {
    /// Who hears "Sign Out"; held weakly.
    public weak var ixResponder: (any ProfileIxResponder)?
    /// "Sign Out".
    public let signOutButton = Button(title: KooberStrings.signOut, style: .destructive)
    private let nameLabel = Label(text: "", style: .headline)
    private let emailLabel = Label(text: "")
    private let mobileNumberLabel = Label(text: "")

    /// Builds the view, empty.
    public override init() {
        super.init()
        signOutButton.addTarget(self, action: ProfileRootView.signOut, for: .primaryActionTriggered)
        addSubview(
            StackView(
                axis: .vertical, spacing: 8,
                arrangedSubviews: [nameLabel, emailLabel, mobileNumberLabel, signOutButton]))
    }

    public func render(newState: ProfileViewState) {
        nameLabel.text = newState.profile.name
        emailLabel.text = newState.profile.email
        mobileNumberLabel.text = newState.profile.mobileNumber
        signOutButton.isEnabled = newState.signOutEnabled
    }

    private func signOut() {
        ixResponder?.signOut()
    }
}
