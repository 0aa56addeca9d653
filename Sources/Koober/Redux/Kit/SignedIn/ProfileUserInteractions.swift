public import KooberKit

/// What the profile can do (the sample's `ProfileUserInteractions`).
@MainActor
public protocol ProfileUserInteractions: AnyObject {
    /// "Sign Out".
    func signOut()
    /// "Done".
    func dismissProfile()
    /// The person dismissed `errorMessage`.
    func finishedPresenting(_ errorMessage: ErrorMessage)
}
