/// The videos' model as it is stored: one text, `text.json` in the data folder.
public struct TextDocument: Codable, Equatable, Sendable {
    /// The text every row shows.
    public var text: String

    /// A document holding `text`.
    public init(text: String) {
        self.text = text
    }
}
