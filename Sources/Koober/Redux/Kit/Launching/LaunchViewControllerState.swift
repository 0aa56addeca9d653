public import KooberKit

/// The launch screen's state (the sample's `LaunchViewControllerState`): the errors it has to present
/// (reading the stored session failed), first one first, and the state a window restored, which the
/// running app starts in once the stored session is read.
public struct LaunchViewControllerState: Equatable, Codable, Sendable {
    /// The errors still to present, in order, without duplicates.
    public internal(set) var errorsToPresent: [ErrorMessage] = []
    /// What a window restored before launch finished, if anything.
    public internal(set) var restoredState: RestorableAppState?

    /// A launch with nothing to present.
    public init() {}
}
