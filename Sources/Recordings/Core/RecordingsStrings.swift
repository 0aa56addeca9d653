/// Every user-visible string of the Recordings app, shared by all its patterns so they show the same text.
///
/// Values follow the book and its reference code (spec §1.12), except that "Resume" is used where the
/// reference localisation says "Resume playing".
public enum RecordingsStrings {
    /// The navigation title of the root folder.
    public static let rootTitle = "Recordings"
    /// The edit button's title while not editing.
    public static let edit = "Edit"
    /// The edit button's title while editing.
    public static let done = "Done"
    /// The accessibility label of the "add folder" bar button.
    public static let newFolder = "New Folder"
    /// The accessibility label of the "add recording" bar button.
    public static let newRecording = "New Recording"
    /// The title of the alert that names a new folder.
    public static let createFolder = "Create Folder"
    /// The placeholder of that alert's text field.
    public static let folderName = "Folder Name"
    /// The accept button of the create-folder alert.
    public static let create = "Create"
    /// The cancel button of every alert.
    public static let cancel = "Cancel"
    /// The record screen's stop button.
    public static let stop = "Stop"
    /// The title of the alert that names a new recording.
    public static let saveRecording = "Save recording"
    /// The placeholder of that alert's text field.
    public static let nameForRecording = "Name for recording"
    /// The accept button of the save-recording alert.
    public static let save = "Save"
    /// The play button before playback started (or after it finished).
    public static let play = "Play"
    /// The play button while playing.
    public static let pause = "Pause"
    /// The play button while paused after the start.
    public static let resume = "Resume"
    /// The detail pane's text when no recording is selected.
    public static let noRecordingSelected = "No recording selected"
    /// The symbol before a recording's name in folder rows.
    public static let recordingSymbol = "🔊"
    /// The symbol before a folder's name in folder rows.
    public static let folderSymbol = "📁"

    /// The row text for `item`: its symbol, two spaces, its name ("📁  Child 1", "🔊  Recording 1").
    @MainActor
    public static func rowText(for item: Item) -> String {
        "\(item is Folder ? folderSymbol : recordingSymbol)  \(item.name)"
    }

    /// The navigation title for `folder`: ``rootTitle`` for a root folder (no parent), otherwise its name.
    @MainActor
    public static func title(for folder: Folder) -> String {
        folder.parent == nil ? rootTitle : folder.name
    }
}
