/// Read-only text; the counterpart of `UILabel`.
@MainActor
public final class Label: View {
    /// How prominent the text is; hosts map it to a font.
    public enum TextStyle: String, Sendable, Codable {
        case largeTitle, title, headline, body, caption, monospacedDigits
    }

    /// The text shown; nil or empty shows nothing.
    public var text: String?
    /// The text's prominence.
    public var textStyle: TextStyle = .body

    /// Creates a label showing `text`.
    public init(text: String? = nil, style: TextStyle = .body) {
        self.text = text
        self.textStyle = style
        super.init()
    }

    override func makeRenderNode(_ context: inout RenderContext) -> RenderNode {
        RenderNode(id: elementID, .label(text: text ?? "", textStyle: textStyle))
    }
}
