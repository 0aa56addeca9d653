/// Every string the Clocks app shows or logs, in one place.
public enum ClocksStrings {
    /// The list's title.
    public static let masterTitle = "Clocks"
    /// The accessibility label of the "+" button.
    public static let add = "Add"
    /// The edit button's titles.
    public static let edit = "Edit"
    /// The edit button's title in edit mode.
    public static let done = "Done"
    /// The selection screen's title.
    public static let selectionTitle = "Add Timezone"
    /// The selection screen's search placeholder.
    public static let search = "Search"
    /// The selection screen's cancel button.
    public static let cancel = "Cancel"
    /// The detail's title when nothing is shown.
    public static let noTimezone = "No Timezone Selected"
    /// The name field's placeholder and label.
    public static let name = "Name"
    /// The history bar's label.
    public static let timeTravel = "Time travel"
    /// The whole-history slider.
    public static let history = "History"
    /// The switch that splits the slider.
    public static let splitHistory = "Split history"
    /// The document slider.
    public static let documentHistory = "Document"
    /// The view-state slider.
    public static let viewStateHistory = "View state"
    /// The alert title for an unreadable document.
    public static let couldNotRead = "Could Not Read Your Clocks"
    /// The alert's button.
    public static let ok = "OK"
    /// The selection screen's message when the system has no timezone database.
    public static let noTimezoneDatabase =
        "No timezones are available: the system's tz database (/usr/share/zoneinfo) is missing. "
        + "Install the tzdata package and start the app again."
    /// The selection screen's message when nothing matches the search.
    public static func noMatch(_ search: String) -> String { "No timezone matches \"\(search)\"." }
    /// The detail's line for the identifier.
    public static func zone(_ identifier: String) -> String { "Zone: \(identifier)" }
    /// The message for a document that could not be read.
    public static func unreadableDocument(reason: String, keptAs name: String) -> String {
        "Your clocks could not be read (\(reason)). The file was kept as \(name) and the app started with "
            + "no clocks."
    }
    /// The timezones `--sample` seeds.
    public static let sampleIdentifiers = ["Australia/Melbourne", "Europe/London", "America/New_York"]
}
