public import ViewKit

/// Builds ViewKit alerts from virtual ones. Alerts are immutable once built (ViewKit, like UIKit, cannot
/// remove an action), so an alert whose ``Alert/signature`` changes is replaced rather than updated.
@MainActor @usableFromInline
enum AlertRendering {
    /// A new alert controller for `alert`; pressing an action sends its message, made from the texts of
    /// the fields at that moment.
    @usableFromInline
    static func makeController<Message>(
        for alert: Alert<Message>, send: @escaping @MainActor (Message) -> Void
    ) -> AlertController {
        makeController(for: alert, current: { alert }, send: send)
    }

    /// A new alert controller whose actions look up the newest virtual alert through `current` when
    /// pressed, so a kept alert sends the newest messages.
    static func makeController<Message>(
        for alert: Alert<Message>,
        current: @escaping @MainActor () -> Alert<Message>,
        send: @escaping @MainActor (Message) -> Void
    ) -> AlertController {
        let controller = AlertController(title: alert.title, message: alert.message)
        for field in alert.fields {
            controller.addTextField { real in
                real.placeholder = field.placeholder
                real.text = field.text
            }
        }
        for (index, action) in alert.actions.enumerated() {
            let real = AlertAction(title: action.title, style: action.style) { [weak controller] _ in
                let texts = controller?.textFields.map(\.text) ?? []
                let newest = current()
                guard newest.actions.indices.contains(index),
                    let message = newest.actions[index].onPress?(texts)
                else { return }
                send(message)
            }
            controller.addAction(real)
            if action.isPreferred { controller.preferredAction = real }
        }
        return controller
    }
}
