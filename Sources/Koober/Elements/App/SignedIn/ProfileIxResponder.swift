/// What the profile asks for.
@MainActor
public protocol ProfileIxResponder: AnyObject {
    /// Sign the person out.
    func signOut()
    /// Close the profile.
    func closeProfile()
}
