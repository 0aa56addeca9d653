public import KooberKit

/// Keeps a data store in step with who is signed in (the sample's `UserSessionStatePersister`).
@MainActor
public protocol UserSessionStatePersister: AnyObject {
    /// Starts writing every later change of who is signed in to `userSessionDataStore` (not the current
    /// state, which is what the store holds already). Calls after the first change nothing.
    func startPersistingStateChanges(to userSessionDataStore: any UserSessionDataStore)
}
