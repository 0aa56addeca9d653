/// A button of an alert; the counterpart of `UIAlertAction`.
@MainActor
public final class AlertAction {
    /// The role of an action, which sets its look and position.
    public enum Style: Sendable { case `default`, cancel, destructive }

    /// The action's identity in render trees.
    public let elementID = ElementID.next()
    /// The button's title.
    public let title: String
    /// The action's role.
    public let style: Style
    /// Whether a person can press it.
    public var isEnabled = true
    let handler: (@MainActor (AlertAction) -> Void)?

    /// Creates an action; `handler` runs after the alert is dismissed.
    public init(title: String, style: Style = .default, handler: (@MainActor (AlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
    }
}
