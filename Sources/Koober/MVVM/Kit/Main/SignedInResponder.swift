public import KooberKit

/// Told that someone is signed in: at launch, or after signing in or up (the sample's
/// `SignedInResponder`).
@MainActor
public protocol SignedInResponder: AnyObject {
    /// `userSession` is signed in.
    func signedIn(to userSession: UserSession)
}
