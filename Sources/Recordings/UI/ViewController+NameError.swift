public import RecordingsCore
public import ViewKit

/// Chapter 3's "reuse through extensions" improvement: alerts in one line instead of half a dozen. The
/// book's `modalTextAlert(title:accept:cancel:placeholder:callback:)` lives in ViewKit
/// (`ViewController.modalTextAlert`), so every pattern shares it; the Recordings-specific one is here.
extension ViewController {
    /// Presents an alert explaining why a name was refused; `then` runs after the person confirms.
    public func presentNameError(_ error: NameError, then: (@MainActor () -> Void)? = nil) {
        presentMessage(
            title: RecordingsStrings.invalidName, message: error.description, ok: RecordingsStrings.ok, then: then)
    }
}
