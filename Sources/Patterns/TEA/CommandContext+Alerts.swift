import ViewKit

extension CommandContext {
    /// Presents `alert` on the topmost screen; its actions send their messages.
    ///
    /// Unlike an alert in a ``Modal``, the state does not hold it: it stays until a person presses an
    /// action. The first text field gets the keyboard focus.
    public func presentAlert(_ alert: Alert<Message>) {
        let controller = AlertRendering.makeController(for: alert, send: send)
        presenter.present(controller, animated: true)
        controller.textFields.first?.becomeFirstResponder()
    }

    /// Presents an informational alert with one cancel-style button titled `accept`, sending `dismissed`
    /// (if any) when it is pressed.
    public func modalAlert(title: String, message: String? = nil, accept: String, dismissed: Message? = nil) {
        presentAlert(
            Alert(
                title: title, message: message,
                actions: [Alert.Action(title: accept, style: .cancel, onPress: { _ in dismissed })]))
    }

    /// Presents an alert with one text field (the book's `modalTextAlert`): `submit` gets the text when
    /// `accept` is pressed and nil when `cancel` is.
    public func modalTextAlert(
        title: String,
        accept: String,
        cancel: String,
        placeholder: String,
        submit: @escaping @Sendable (String?) -> Message
    ) {
        presentAlert(
            Alert(
                title: title, fields: [Alert.Field(placeholder: placeholder)],
                actions: [
                    Alert.Action(title: cancel, style: .cancel, onPress: { _ in submit(nil) }),
                    Alert.Action(title: accept, isPreferred: true, onPress: { submit($0.first ?? "") }),
                ]))
    }
}
