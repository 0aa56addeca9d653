/// A table row for the chunked diff tests: an identity and a content value.
struct DiffRow: Identifiable, Equatable, Sendable, CustomStringConvertible {
    var id: Int
    var content: Int

    init(id: Int, content: Int = 0) {
        self.id = id
        self.content = content
    }

    /// Rows whose identities are `ids`, with content 0.
    static func rows(_ ids: some Sequence<Int>) -> [DiffRow] {
        ids.map { DiffRow(id: $0) }
    }

    var description: String { content == 0 ? "\(id)" : "\(id):\(content)" }
}
