extension ViewController {
    /// Presents an alert with one text field; `callback` gets the text when `accept` is pressed and nil
    /// when the person cancels (the book's `modalTextAlert(title:accept:cancel:placeholder:callback:)`,
    /// chapter 3's "reuse through extensions" improvement, which every Recordings pattern uses).
    ///
    /// The alert dismisses itself before `callback` runs; its field has the focus.
    public func modalTextAlert(
        title: String,
        accept: String,
        cancel: String = "Cancel",
        placeholder: String,
        callback: @escaping @MainActor (String?) -> Void
    ) {
        let alert = AlertController(title: title, message: nil)
        alert.addTextField { $0.placeholder = placeholder }
        alert.addAction(AlertAction(title: cancel, style: .cancel) { _ in callback(nil) })
        let acceptAction = AlertAction(title: accept) { [weak alert] _ in
            callback(alert?.textFields.first?.text ?? "")
        }
        alert.addAction(acceptAction)
        alert.preferredAction = acceptAction
        present(alert, animated: true)
        alert.textFields.first?.becomeFirstResponder()
    }

    /// Presents an alert with a title, a message and one cancel-style button titled `ok`; `then` runs
    /// after the person confirms.
    public func presentMessage(
        title: String, message: String?, ok: String = "OK", then: (@MainActor () -> Void)? = nil
    ) {
        let alert = AlertController(title: title, message: message)
        alert.addAction(AlertAction(title: ok, style: .cancel) { _ in then?() })
        present(alert, animated: true)
    }
}
