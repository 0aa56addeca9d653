public import ViewKit

/// A modal screen a split view binder presents (`.presentations <-- …`): a key that says what it shows
/// and how to build it. The binder keeps the presented chain equal to the list: screens whose keys stay
/// are kept, the rest are dismissed and presented anew, each over the one before.
@MainActor
public struct Presentation {
    /// What the screen shows; equal keys keep the screen up.
    public let key: String
    let make: @MainActor () -> ViewController

    /// A screen built by `make` when it is to be presented.
    public init(key: String, make: @escaping @MainActor () -> ViewController) {
        self.key = key
        self.make = make
    }

    /// An alert: title, message, an optional text field, and actions that send to inputs.
    public static func alert(
        key: String, title: String, message: String? = nil, textField: TextFieldBinder? = nil,
        actions: [AlertActionSpec]
    ) -> Presentation {
        Presentation(key: key) {
            let alert = AlertController(title: title, message: message)
            let lifetime = Lifetime()
            alert.keepAlive(lifetime)
            if let textField {
                alert.addTextField { field in textField.apply(to: field, lifetime: lifetime) }
            }
            for spec in actions {
                let action = AlertAction(title: spec.title, style: spec.style) { [weak alert] _ in
                    spec.send(alert?.textFields.first?.text ?? "")
                }
                alert.addAction(action)
                if spec.isPreferred { alert.preferredAction = action }
            }
            return alert
        }
    }
}

/// One button of an alert presentation and where its press goes (with the text field's text).
@MainActor
public struct AlertActionSpec {
    /// The button's title.
    public let title: String
    /// Its style.
    public let style: AlertAction.Style
    /// Whether it is the preferred (return key) action.
    public let isPreferred: Bool
    let send: @MainActor (String) -> Void

    /// A button that sends the alert's text to `input` when pressed.
    public init(
        title: String, style: AlertAction.Style = .default, isPreferred: Bool = false, input: SignalInput<String>
    ) {
        self.title = title
        self.style = style
        self.isPreferred = isPreferred
        send = { input.send($0) }
    }

    /// A button that runs `perform` with the alert's text when pressed.
    public init(
        title: String, style: AlertAction.Style = .default, isPreferred: Bool = false,
        perform: @escaping @MainActor (String) -> Void
    ) {
        self.title = title
        self.style = style
        self.isPreferred = isPreferred
        send = perform
    }
}
