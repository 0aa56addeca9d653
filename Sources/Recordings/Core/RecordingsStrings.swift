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
    /// The accessibility label of the mini player at the bottom of the folder screens.
    public static let nowPlaying = "Now Playing"
    /// The symbol before a recording's name in folder rows.
    public static let recordingSymbol = "🔊"
    /// The symbol before a folder's name in folder rows.
    public static let folderSymbol = "📁"
    /// The accessibility label of the player's name field.
    public static let name = "Name"
    /// The accessibility label of the player's progress slider.
    public static let progress = "Progress"
    /// The title of the alert that explains a refused name.
    public static let invalidName = "Invalid Name"
    /// The confirmation button of informational alerts.
    public static let ok = "OK"
    /// The label of the MVC+VS time-travel slider.
    public static let history = "History"
    /// The title of the alert that reports a problem with the library.
    public static let libraryProblem = "Library Problem"
    /// The title of the alert shown when no recording can be started (the reference code's wording).
    public static let cannotRecord = "Cannot record"

    /// The title of the alert shown when a recording's audio cannot be played (the reference code's
    /// wording): "Cannot play Recording 1".
    public static func cannotPlay(_ name: String) -> String { "Cannot play \(name)" }

    /// The row text for an item named `name`: its symbol, two spaces, its name ("📁  Child 1").
    ///
    /// NB: the book's listings show "📁 " and "🎧 " (or "🎤 "); every pattern here shows the reference
    /// code's "📁  " and "🔊  ".
    public static func rowText(name: String, isFolder: Bool) -> String {
        "\(isFolder ? folderSymbol : recordingSymbol)  \(name)"
    }

    /// The row text for `item`: its symbol, two spaces, its name ("📁  Child 1", "🔊  Recording 1").
    @MainActor
    public static func rowText(for item: Item) -> String {
        rowText(name: item.name, isFolder: item is Folder)
    }

    /// The navigation title for `folder`: ``rootTitle`` for a root folder (no parent), otherwise its name.
    @MainActor
    public static func title(for folder: Folder) -> String {
        folder.parent == nil ? rootTitle : folder.name
    }

    // MARK: Networking

    /// The folder screen's text while its contents are loading from the server.
    public static let loading = "Loading…"
    /// The title of the alert that reports a failed request.
    public static let serverProblem = "Server Problem"
    /// A row's note while its deletion waits for the server (controller-owned networking).
    public static let deleting = "Deleting…"

    /// A row's note while the server has not confirmed the item's creation (model-owned networking; the
    /// book colours the row: green for a create, orange for a rename, red for a delete).
    public static let pendingCreate = "⇡ not on the server yet"
    /// A row's note while the server has not confirmed the item's rename.
    public static let pendingRename = "⇡ rename not on the server yet"
    /// A row's note while the server has not confirmed the item's deletion.
    public static let pendingDeletion = "⇡ deletion not on the server yet"

    /// The folder screen's note about deletions the server has not confirmed.
    public static func pendingDeletions(_ names: [String]) -> String {
        "⇡ Deleted here, not yet on the server: " + names.joined(separator: ", ")
    }

    /// The status line while changes wait: "3 changes waiting for the server".
    public static func waiting(_ count: Int) -> String {
        count == 1 ? "1 change waiting for the server" : "\(count) changes waiting for the server"
    }

    /// Why a folder could not be loaded: "Could not load Ideas: …".
    public static func cannotLoad(_ name: String, _ reason: String) -> String { "Could not load \(name): \(reason)" }
}
