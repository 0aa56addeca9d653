import Services
public import ViewKit

/// The keyboard entry: two fields and what the window's keyboard events say, so a reader can see a screen
/// make room for the keyboard as Koober's sign-in screen does (its bottom inset follows the keyboard).
///
/// It observes the keyboard from `viewDidAppear` to `viewWillDisappear`, as the book's keyboard observer
/// does; the `status` label shows the last event and the keyboard's end frame, the `inset` label the
/// height the keyboard covers.
@MainActor
public final class KeyboardScreenViewController: ViewController {
    /// The last keyboard event and its end frame, e.g. `Will show (0, 628, 390 × 216)`.
    public let statusLabel = Label(text: "No keyboard event yet", style: .caption)
    /// The height the keyboard covers at the bottom of the window: `Bottom inset: 216`.
    public let insetLabel = Label(text: "Bottom inset: 0", style: .caption)
    private var keyboardObservation: KeyboardObservation?

    /// Creates the screen.
    public override init() {
        super.init()
        title = CatalogEntry.keyboard.rawValue
    }

    public override func loadView() {
        statusLabel.accessibilityIdentifier = "status"
        insetLabel.accessibilityIdentifier = "inset"
        let email = TextField(placeholder: "Email")
        email.accessibilityIdentifier = "email"
        let password = TextField(placeholder: "Password")
        password.isSecureTextEntry = true
        let done = Button(title: "Done") { [weak self] _ in self?.view.window?.firstResponder?.resignFirstResponder() }
        view = StackView(
            axis: .vertical, spacing: 12,
            arrangedSubviews: [
                Label(text: "Focus a field: the keyboard shows. Move between fields: it stays. Done: it hides."),
                email, password, done, statusLabel, insetLabel,
            ])
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        keyboardObservation = view.window?.addKeyboardObserver { [weak self] event in self?.keyboardMoved(event) }
    }

    public override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        keyboardObservation?.cancel()
        keyboardObservation = nil
    }

    private func keyboardMoved(_ event: KeyboardEvent) {
        let name: String
        let covered: Double
        switch event {
        case .willShow(let info):
            name = "Will show"
            covered = coveredHeight(info.endFrame)
        case .willChangeFrame(let info):
            name = "Will change frame"
            covered = coveredHeight(info.endFrame)
        case .willHide:
            name = "Will hide"
            covered = 0
        }
        statusLabel.text = "\(name) \(event.info.endFrame)"
        insetLabel.text = "Bottom inset: \(Int(covered.rounded()))"
    }

    /// How much of the window's bottom `frame` covers.
    private func coveredHeight(_ frame: Rect) -> Double {
        guard let window = view.window else { return 0 }
        return max(0, window.height - frame.minY)
    }
}
