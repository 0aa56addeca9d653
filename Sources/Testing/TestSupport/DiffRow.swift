/// A table row for the list diff tests: an identity and a content value.
public struct DiffRow: Identifiable, Equatable, Sendable, CustomStringConvertible {
    /// The row's identity.
    public var id: Int
    /// The row's content; rows with one identity and another content are an update.
    public var content: Int

    /// Creates a row.
    public init(id: Int, content: Int = 0) {
        self.id = id
        self.content = content
    }

    /// Rows whose identities are `ids`, with content 0.
    public static func rows(_ ids: some Sequence<Int>) -> [DiffRow] {
        ids.map { DiffRow(id: $0) }
    }

    public var description: String { content == 0 ? "\(id)" : "\(id):\(content)" }
}
