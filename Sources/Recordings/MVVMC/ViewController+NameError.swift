import RecordingsCore
import ViewKit

extension ViewController {
    /// Presents an alert explaining why a name was refused; `then` runs after the person confirms.
    func presentNameError(_ error: NameError, then: (@MainActor () -> Void)? = nil) {
        presentMessage(
            title: RecordingsStrings.invalidName, message: error.description, ok: RecordingsStrings.ok, then: then)
    }
}
