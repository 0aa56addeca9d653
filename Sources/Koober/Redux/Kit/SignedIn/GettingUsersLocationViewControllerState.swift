public import KooberKit

/// The getting-location screen's state (the sample's `GettingUsersLocationViewControllerState`): the
/// errors it has to present, first one first.
public struct GettingUsersLocationViewControllerState: Equatable, Codable, Sendable {
    /// The errors still to present, in order, without duplicates.
    public internal(set) var errorsToPresent: [ErrorMessage] = []

    /// The screen with nothing to present.
    public init() {}
}
