import RecordingsCore

/// Strings the TEA app shows besides `RecordingsStrings`; the same texts as the MVC app's.
enum TEAStrings {
    /// The player's name field's label.
    static let name = "Name"
    /// The player's slider's label.
    static let progress = "Progress"
    /// The title of the alert that explains a refused name.
    static let invalidName = "Invalid Name"
    /// The confirmation button of informational alerts.
    static let ok = "OK"
    /// The title of the alert that reports a problem with the library.
    static let libraryProblem = "Library Problem"

    /// A row's text, as `RecordingsStrings.rowText(for:)` shows it ("📁  Child 1", "🔊  Recording 1").
    ///
    /// NB: the book's listings show "📁 " and "🎧 " (or "🎤 "); every pattern here shows the reference
    /// code's "📁  " and "🔊  ", so the TEA app does too.
    static func rowText(for item: ItemValue) -> String {
        switch item {
        case .folder(let folder): "\(RecordingsStrings.folderSymbol)  \(folder.name)"
        case .recording(let recording): "\(RecordingsStrings.recordingSymbol)  \(recording.name)"
        }
    }
}
