import RecordingsCore
import ViewKit

extension ViewController {
    /// Presents an alert saying why a name was refused; `then` runs once the person confirmed it. (The
    /// book's one-line text alert is ViewKit's `modalTextAlert`, shared by every pattern.)
    func presentNameError(_ error: NameError, then: (@MainActor () -> Void)? = nil) {
        presentMessage(
            title: RecordingsStrings.invalidName, message: error.description, ok: RecordingsStrings.ok, then: then)
    }
}
