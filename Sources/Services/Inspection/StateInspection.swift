/// A snapshot of a view-state-driven app for an inspector: the current states as JSON text, the recorded
/// history (each action with the states after it) and the entry the app shows.
///
/// The states are JSON text rather than values, so a host can send them on without knowing the app's
/// types; a page parses them to draw trees.
public struct StateInspection: Sendable, Equatable, Encodable {
    /// One recorded moment: the action that led to it and both states after it.
    public struct Entry: Sendable, Equatable, Encodable {
        /// The entry's position in the history, from 0.
        public var index: Int
        /// The committed action, described; "start" for the first entry, "reload" for a reload.
        public var action: String
        /// The document after the action, as JSON.
        public var document: String
        /// The view state after the action, as JSON.
        public var viewState: String

        /// Creates an entry.
        public init(index: Int, action: String, document: String, viewState: String) {
            self.index = index
            self.action = action
            self.document = document
            self.viewState = viewState
        }
    }

    /// The current document, as JSON.
    public var document: String
    /// The current view state, as JSON.
    public var viewState: String
    /// The recorded entries, oldest first.
    public var entries: [Entry]
    /// The index of the entry the app shows.
    public var position: Int

    /// Creates a snapshot.
    public init(document: String, viewState: String, entries: [Entry], position: Int) {
        self.document = document
        self.viewState = viewState
        self.entries = entries
        self.position = position
    }
}
