public import ViewKit

/// A virtual alert with text fields and actions; present it as a ``Modal`` or with
/// ``CommandContext/presentAlert(_:)``.
///
/// Pressing an action dismisses the real alert (as UIKit does, on its own) and sends the action's
/// message, made from the texts of the fields in order. An alert shown as a modal must leave the state
/// when that message arrives, or it is presented again.
public struct Alert<Message>: Sendable {
    /// One text field of an alert.
    public struct Field: Hashable, Sendable {
        /// Shown while the field is empty.
        public var placeholder: String?
        /// The field's initial text.
        public var text: String

        /// Creates a field.
        public init(placeholder: String? = nil, text: String = "") {
            self.placeholder = placeholder
            self.text = text
        }
    }

    /// One button of an alert.
    public struct Action: Sendable {
        /// The button's title.
        public var title: String
        /// The button's role (ViewKit's alert action styles).
        public var style: ViewKit.AlertAction.Style
        /// Whether return in a field presses it (it is drawn in bold).
        public var isPreferred: Bool
        /// Maps the fields' texts to the message to send; nil sends nothing.
        public var onPress: (@Sendable ([String]) -> Message?)?

        /// Creates an action.
        public init(
            title: String, style: ViewKit.AlertAction.Style = .default, isPreferred: Bool = false,
            onPress: (@Sendable ([String]) -> Message?)? = nil
        ) {
            self.title = title
            self.style = style
            self.isPreferred = isPreferred
            self.onPress = onPress
        }
    }

    /// The title.
    public var title: String
    /// The message under the title.
    public var message: String?
    /// The text fields, in order; the first gets the keyboard focus.
    public var fields: [Field]
    /// The buttons, in order.
    public var actions: [Action]

    /// Creates an alert.
    public init(title: String, message: String? = nil, fields: [Field] = [], actions: [Action]) {
        self.title = title
        self.message = message
        self.fields = fields
        self.actions = actions
    }

    /// The same alert sending transformed messages.
    public func map<B>(_ transform: @escaping @Sendable (Message) -> B) -> Alert<B> {
        let newFields = fields.map { Alert<B>.Field(placeholder: $0.placeholder, text: $0.text) }
        let newActions = actions.map { action -> Alert<B>.Action in
            var onPress: (@Sendable ([String]) -> B?)?
            if let press = action.onPress {
                onPress = { texts in press(texts).map(transform) }
            }
            return Alert<B>.Action(
                title: action.title, style: action.style, isPreferred: action.isPreferred, onPress: onPress)
        }
        return Alert<B>(title: title, message: message, fields: newFields, actions: newActions)
    }

    /// What identifies the alert's look; an alert whose signature is unchanged is kept on screen.
    var signature: [String] {
        [title, message ?? ""] + fields.map { "field:\($0.placeholder ?? "")" }
            + actions.map { "action:\($0.title):\($0.style):\($0.isPreferred)" }
    }
}
