public import ViewKit

/// A screen that only shows a line of text: the "empty" child of chapter 3's improvement 5, reusable
/// wherever a container has nothing to show (the MVC and MVVM players show "No recording selected" with
/// it).
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
