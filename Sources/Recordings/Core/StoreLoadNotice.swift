public import Foundation

/// Tells the app that the library document, or the journal of its latest changes, could not be read,
/// where it was kept, and what the store started from; show ``message`` to the person once.
public struct StoreLoadNotice: Sendable, Hashable, CustomStringConvertible {
    /// Which file could not be read.
    public enum Part: Sendable, Hashable {
        /// `store.json`: the store started empty.
        case document
        /// `store.journal`: the store started from `store.json` as last written whole, without the later
        /// changes.
        case journal
    }

    /// Where the unreadable file was moved (beside the data directory's `store.json`).
    public let keptAt: URL
    /// What was wrong with it.
    public let reason: String
    /// Which file it was.
    public let part: Part

    /// Creates a notice.
    public init(keptAt: URL, reason: String, part: Part = .document) {
        self.keptAt = keptAt
        self.reason = reason
        self.part = part
    }

    /// A message for the person: what happened, that nothing was lost, and what to do.
    public var message: String {
        switch part {
        case .document:
            "The recordings library could not be read (\(reason)). It was kept at \(keptAt.path) and an empty "
                + "library was started; your audio files are untouched. To restore it, quit the app and put a "
                + "repaired copy back as \(Store.documentName)."
        case .journal:
            "The latest changes to the recordings library could not be read (\(reason)). They were kept at "
                + "\(keptAt.path) and the library was opened as it was last saved in full; your audio files are "
                + "untouched."
        }
    }

    public var description: String { message }
}
