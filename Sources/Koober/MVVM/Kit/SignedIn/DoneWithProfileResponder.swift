/// Told that the person closed the profile (the sample's `DoneWithProfileResponder`).
@MainActor
public protocol DoneWithProfileResponder: AnyObject {
    /// The profile is closed.
    func finishedViewingProfile()
}
