import RecordingsCore
import ViewKit

/// Chapter 3's "reuse through extensions" improvement: alerts in one line instead of half a dozen.
extension ViewController {
    /// Presents an alert with one text field; `callback` gets the text when `accept` is pressed and nil
    /// when the person cancels (the book's `modalTextAlert(title:accept:cancel:placeholder:callback:)`).
    ///
    /// The alert dismisses itself before `callback` runs.
    func modalTextAlert(
        title: String,
        accept: String,
        cancel: String = RecordingsStrings.cancel,
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

    /// Presents an alert explaining why a name was refused; `then` runs after the person confirms.
    func presentNameError(_ error: NameError, then: (@MainActor () -> Void)? = nil) {
        let alert = AlertController(title: RecordingsStrings.invalidName, message: error.description)
        alert.addAction(AlertAction(title: RecordingsStrings.ok, style: .cancel) { _ in then?() })
        present(alert, animated: true)
    }
}
