/// What the signed-in screen's "Profile" asks for.
@MainActor
public protocol SignedInIxResponder: AnyObject {
    /// Show the profile.
    func goToProfile()
}
