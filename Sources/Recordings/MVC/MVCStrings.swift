/// Strings only the MVC app shows (everything the conformance scenarios read is in `RecordingsStrings`).
enum MVCStrings {
    /// The title of the alert that explains a refused name.
    static let invalidName = "Invalid Name"
    /// The confirmation button of informational alerts.
    static let ok = "OK"
    /// The title of the alert that reports a problem with the library.
    static let libraryProblem = "Library Problem"
}
