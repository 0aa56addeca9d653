public import ViewKit

/// A screen that only shows a line of text: the player's "No recording selected".
@MainActor
public final class PlaceholderViewController: ViewController {
    /// The text shown.
    public let textLabel: Label

    /// Creates a screen showing `text` in the headline style.
    public init(text: String) {
        textLabel = Label(text: text, style: .headline)
        super.init()
        title = ""
    }

    public override func loadView() {
        view = StackView(axis: .vertical, spacing: 16, arrangedSubviews: [textLabel])
    }
}
