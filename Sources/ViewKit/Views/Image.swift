/// A picture that headless hosts can show: a named symbol or an emoji.
public enum Image: Hashable, Sendable, Codable {
    /// A named symbol (hosts choose the glyph), such as "mic" or "play".
    case symbol(String)
    /// An emoji or other text glyph, shown as is.
    case emoji(String)

    /// The text that stands for the image in snapshots.
    public var glyph: String {
        switch self {
        case .symbol(let name): "[\(name)]"
        case .emoji(let text): text
        }
    }
}
