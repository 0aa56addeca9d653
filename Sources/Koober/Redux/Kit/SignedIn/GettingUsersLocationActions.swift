public import KooberKit

/// The getting-location screen's errors (the sample's `GettingUsersLocationActions`); success is
/// ``SignedInActions/pickUpLocationDetermined(_:)``.
public enum GettingUsersLocationActions: Equatable, Codable, Sendable {
    /// The location could not be found.
    case failedGettingUsersLocation(ErrorMessage)
    /// The person dismissed the error.
    case finishedPresentingError(ErrorMessage)
}
