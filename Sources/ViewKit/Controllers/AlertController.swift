/// A modal alert with a title, a message, text fields and actions; the counterpart of
/// `UIAlertController`.
///
/// Present it like any view controller. Pressing an action (``press(_:)``) dismisses the alert, then
/// runs the action's handler, which can read ``textFields``.
@MainActor
public final class AlertController: ViewController {
    /// Whether the alert is a centred alert or an action sheet.
    public enum Style: Sendable { case alert, actionSheet }

    /// The message under the title.
    public var message: String?
    /// The alert's style.
    public let preferredStyle: Style
    /// The actions, in the order added.
    public private(set) var actions: [AlertAction] = []
    /// The text fields, in the order added.
    public private(set) var textFields: [TextField] = []
    /// The action drawn in bold and triggered by return.
    public var preferredAction: AlertAction?

    /// Creates an alert.
    public init(title: String?, message: String?, preferredStyle: Style = .alert) {
        self.message = message
        self.preferredStyle = preferredStyle
        super.init()
        self.title = title
        modalPresentationStyle = .overCurrentContext
    }

    /// Adds `action`.
    public func addAction(_ action: AlertAction) {
        actions.append(action)
    }

    /// Adds a text field, letting `configure` set its placeholder and other properties.
    public func addTextField(configurationHandler configure: (@MainActor (TextField) -> Void)? = nil) {
        let field = TextField()
        configure?(field)
        textFields.append(field)
        view.addSubview(field)
    }

    /// Presses `action` as a person would: dismisses the alert, then runs the handler. Ignored when the
    /// action is disabled or not part of this alert.
    public func press(_ action: AlertAction) {
        guard action.isEnabled, actions.contains(where: { $0 === action }) else { return }
        window?.operationLog.record(.alertAction(title ?? "", action: action.title))
        dismiss(animated: true)
        action.handler?(action)
    }

    override func renderNode(_ context: inout RenderContext) -> RenderNode {
        context.register(elementID, .viewController(self))
        var children: [RenderNode] = textFields.compactMap { $0.render(&context) }
        for action in actions {
            context.register(action.elementID, .alertAction(action, self))
            var flags: [RenderNode.Flag] = action.isEnabled ? [] : [.disabled]
            switch action.style {
            case .cancel: flags.append(.cancel)
            case .destructive: flags.append(.destructive)
            case .default: break
            }
            if action === preferredAction { flags.append(.preferred) }
            children.append(RenderNode(id: action.elementID, .alertAction(title: action.title), flags: flags))
        }
        return RenderNode(id: elementID, .alert(title: title, message: message), children: children)
    }
}
