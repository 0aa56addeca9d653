/// The words the eight-architectures app shows, in one place.
public enum EightStrings {
    /// The app's title (the videos' "one app, eight architectures").
    public static let title = "One app, eight architectures"
    /// The text of a new document (the videos' `Model(value: "initial value")`).
    public static let initialValue = "initial value"
    /// Every row's button title.
    public static let commit = "Commit"
    /// The field's label when a pattern shows its row alone.
    public static let singleRowField = "Text"
    /// The title of the alert that reports an unreadable document.
    public static let couldNotRead = "Could Not Read Your Text"
    /// The button that dismisses it.
    public static let ok = "OK"

    /// The message for a document that could not be read and was kept as `keptAs`.
    public static func unreadableDocument(reason: String, keptAs: String) -> String {
        "Your text could not be read (\(reason)). It was kept as \(keptAs) and the app started with "
            + "\"\(initialValue)\"."
    }
}
