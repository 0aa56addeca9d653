/// The payload of a virtual text field: its text, placeholder and the messages its edits send.
public struct TextField<Message> {
    /// The text shown. The renderer does not overwrite what a person is typing with an equal value.
    public var text: String
    /// Shown while the text is empty.
    public var placeholder: String?
    /// The field's name for assistive technology and automation.
    public var accessibilityLabel: String?
    /// Maps the text after each of a person's edits to a message.
    public var onChange: ((String) -> Message)?
    /// Maps the text when editing ends (return, or focus moving away) to a message; with ``onSubmit``,
    /// only when editing ends without return.
    public var onEnd: ((String) -> Message)?
    /// Maps the text when the person presses return to a message, sent instead of ``onEnd`` (so a field
    /// can tell a submitted text from an edit the person left).
    public var onSubmit: ((String) -> Message)?

    /// Creates a text field payload.
    public init(
        text: String,
        placeholder: String? = nil,
        accessibilityLabel: String? = nil,
        onChange: ((String) -> Message)? = nil,
        onEnd: ((String) -> Message)? = nil,
        onSubmit: ((String) -> Message)? = nil
    ) {
        self.text = text
        self.placeholder = placeholder
        self.accessibilityLabel = accessibilityLabel
        self.onChange = onChange
        self.onEnd = onEnd
        self.onSubmit = onSubmit
    }

    /// The same field sending transformed messages.
    public func map<B>(_ transform: @escaping @Sendable (Message) -> B) -> TextField<B> {
        TextField<B>(
            text: text, placeholder: placeholder, accessibilityLabel: accessibilityLabel,
            onChange: onChange.map { change in { transform(change($0)) } },
            onEnd: onEnd.map { end in { transform(end($0)) } },
            onSubmit: onSubmit.map { submit in { transform(submit($0)) } })
    }
}
