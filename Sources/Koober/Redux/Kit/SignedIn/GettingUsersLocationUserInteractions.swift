public import KooberKit

/// What the getting-location screen can do (the sample's `GettingUsersLocationUserInteractions`).
@MainActor
public protocol GettingUsersLocationUserInteractions: AnyObject {
    /// Looks for the rider (the screen calls it when it appears).
    func getUsersLocation()
    /// The person dismissed `errorMessage`.
    func finishedPresenting(_ errorMessage: ErrorMessage)
}
