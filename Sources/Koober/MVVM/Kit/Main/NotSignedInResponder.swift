/// Told that nobody is signed in: at launch, or after signing out (the sample's `NotSignedInResponder`).
@MainActor
public protocol NotSignedInResponder: AnyObject {
    /// Nobody is signed in.
    func notSignedIn()
}
