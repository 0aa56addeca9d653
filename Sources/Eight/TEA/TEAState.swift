public import Eight
import Services
public import TEA
import ViewKit

/// The TEA row's state (the videos' `TEAState`): the text the field shows, the messages that change it,
/// the only function that does (``update(_:)``), the virtual views it shows and the model subscription it
/// wants.
public struct TEAState: Codable, Equatable, Sendable {
    /// The field's text, typed or the model's.
    public var text: String

    /// A state showing `text`.
    public init(text: String) {
        self.text = text
    }

    /// What can happen to the row.
    public enum Message: Equatable, Sendable {
        /// Commit was tapped.
        case commit
        /// The person typed `text`.
        case setText(String)
        /// The model's text changed to `text`.
        case modelChanged(String)
    }

    /// Applies `message`; returns the commands to run (committing is the model's change, a command).
    public mutating func update(_ message: Message) -> [TEACommand] {
        switch message {
        case .commit:
            return [.changeModelText(text)]
        case .setText(let text):
            self.text = text
            return []
        case .modelChanged(let text):
            self.text = text
            return []
        }
    }

    /// The row's virtual views: the field and the Commit button, named by `labels`.
    public func view(labels: RowLabels) -> TEA.ViewController<Message> {
        .viewController(
            .stackView(
                views: [
                    .textField(text: text, accessibilityLabel: labels.field, onChange: Message.setText),
                    .button(text: EightStrings.commit, accessibilityLabel: labels.commit, onTap: .commit),
                ],
                axis: .horizontal))
    }

    /// The outside source the row hears from: the model's change notifications.
    @MainActor
    public func subscriptions(model: TextModel) -> [Subscription<Message>] {
        [
            Subscription(id: ObjectIdentifier(model), handle: Message.modelChanged) { [weak model] emit in
                let observation = model?.addObserver { emit($0) }
                return { observation?.cancel() }
            }
        ]
    }
}
