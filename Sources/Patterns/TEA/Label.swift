public import ViewKit

/// The payload of a virtual label: its text and text style.
public struct Label: Hashable, Sendable {
    /// How prominent the text is (ViewKit's label text styles).
    public typealias Style = ViewKit.Label.TextStyle

    /// The text shown.
    public var text: String
    /// The text's prominence.
    public var style: Style

    /// Creates a label payload.
    public init(text: String, style: Style = .body) {
        self.text = text
        self.style = style
    }
}
