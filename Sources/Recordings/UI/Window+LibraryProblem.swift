import RecordingsCore
public import ViewKit

extension Window {
    /// Presents an alert titled "Library problem" saying `message` over whatever the window shows: how
    /// the patterns that keep no alert in their state report what the library could not do.
    public func presentLibraryProblem(_ message: String) {
        presentMessage(title: RecordingsStrings.libraryProblem, message: message, ok: RecordingsStrings.ok)
    }
}
