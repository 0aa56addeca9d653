/// Something a person can do to one element; automation and the browser host both act through it, so
/// both get the same reachability checks.
public enum UserAction: Equatable, Sendable {
    /// Tap a button, bar button item, back button, alert action, row, switch, segment or text field.
    case tap
    /// Select a table row or a segment.
    case select
    /// Swipe a table row and confirm the delete.
    case delete
    /// Replace a text field's or search bar's text, as typing does.
    case type(String)
    /// Press return in a text field or search bar.
    case submit
    /// Move a slider to a value.
    case slide(Double)
    /// Set a switch (nil flips it).
    case toggle(Bool?)
    /// Select a segment of a segmented control.
    case selectSegment(Int)
    /// Scroll a table to a content offset, in points.
    case scroll(Double)
    /// Pull a table's refresh control.
    case refresh

    /// The verb used in error messages.
    public var verb: String {
        switch self {
        case .tap: "tap"
        case .select: "select"
        case .delete: "delete"
        case .type: "type into"
        case .submit: "submit"
        case .slide: "slide"
        case .toggle: "toggle"
        case .selectSegment: "select a segment of"
        case .scroll: "scroll"
        case .refresh: "refresh"
        }
    }
}
