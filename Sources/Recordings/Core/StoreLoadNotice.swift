public import Foundation

/// Tells the app that the library document could not be read, where it was kept, and that the store
/// started empty; show ``message`` to the person once.
public struct StoreLoadNotice: Sendable, Hashable, CustomStringConvertible {
    /// Where the unreadable document was moved (beside the data directory's `store.json`).
    public let keptAt: URL
    /// What was wrong with it.
    public let reason: String

    /// Creates a notice.
    public init(keptAt: URL, reason: String) {
        self.keptAt = keptAt
        self.reason = reason
    }

    /// A message for the person: what happened, that nothing was lost, and what to do.
    public var message: String {
        "The recordings library could not be read (\(reason)). It was kept at \(keptAt.path) and an empty "
            + "library was started; your audio files are untouched. To restore it, quit the app and put a "
            + "repaired copy back as \(Store.documentName)."
    }

    public var description: String { message }
}
