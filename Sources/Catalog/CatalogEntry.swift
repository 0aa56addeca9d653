/// One screen of the catalog.
public enum CatalogEntry: String, CaseIterable, Sendable {
    case label = "Label"
    case button = "Button"
    case textField = "Text Field"
    case slider = "Slider"
    case progress = "Progress"
    case activity = "Activity Indicator"
    case toggle = "Switch"
    case segmented = "Segmented Control"
    case searchBar = "Search Bar"
    case image = "Image"
    case map = "Map"
    case keyboard = "Keyboard"
    case stack = "Stack View"
    case table = "Table"
    case navigation = "Navigation Push"
    case split = "Split View"
    case alert = "Alert"
    case sheet = "Modal Sheet"
    case longList = "Long List"

    /// The catalog's sections: controls, then containers.
    public static let sections: [(title: String, entries: [CatalogEntry])] = [
        (
            "Controls",
            [
                .label, .button, .textField, .slider, .progress, .activity, .toggle, .segmented, .searchBar, .image,
                .map, .keyboard,
            ]
        ),
        ("Containers", [.stack, .table, .navigation, .split, .alert, .sheet, .longList]),
    ]
}
