public import ViewKit

/// The payload of a virtual button: its title, look, and the message a tap sends (the book's
/// `Button<Message>`).
public struct Button<Message> {
    /// How the button is drawn (ViewKit's button styles).
    public typealias Style = ViewKit.Button.Style

    /// The title.
    public var text: String
    /// The drawing style.
    public var style: Style
    /// Whether a person can tap it.
    public var isEnabled: Bool
    /// The message a tap sends; nil sends nothing.
    public var onTap: Message?
    /// The button's name for assistive technology and automation, when its title is not enough (several
    /// buttons titled alike).
    public var accessibilityLabel: String?

    /// Creates a button payload.
    public init(
        text: String, style: Style = .plain, isEnabled: Bool = true, accessibilityLabel: String? = nil,
        onTap: Message?
    ) {
        self.text = text
        self.style = style
        self.isEnabled = isEnabled
        self.accessibilityLabel = accessibilityLabel
        self.onTap = onTap
    }

    /// The same button sending `transform(onTap)`.
    public func map<B>(_ transform: @escaping @Sendable (Message) -> B) -> Button<B> {
        Button<B>(
            text: text, style: style, isEnabled: isEnabled, accessibilityLabel: accessibilityLabel,
            onTap: onTap.map(transform))
    }
}

extension Button: Equatable where Message: Equatable {}
