public import KooberKit

/// The launch screen's state (the sample's `LaunchViewControllerState`): the errors it has to present
/// (reading the stored session failed), first one first.
public struct LaunchViewControllerState: Equatable, Codable, Sendable {
    /// The errors still to present, in order, without duplicates.
    public internal(set) var errorsToPresent: [ErrorMessage] = []

    /// A launch with nothing to present.
    public init() {}
}
