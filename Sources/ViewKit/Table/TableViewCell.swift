public import Foundation

/// One row of a table view; the counterpart of `UITableViewCell`.
///
/// Cells are reused: the table hands a cell that scrolled away to ``TableView/dequeueReusableCell(withIdentifier:for:)``
/// after calling ``prepareForReuse()``. Subclasses expose simple properties and keep their subviews
/// private (the to-do article's rule); custom content goes into ``contentView``.
@MainActor
open class TableViewCell: View {
    /// The built-in layouts.
    public enum Style: Sendable { case `default`, subtitle, value1 }

    /// The mark at the trailing edge.
    public enum AccessoryType: Sendable {
        case none, disclosureIndicator, checkmark, detailButton

        /// The glyph snapshots and hosts show.
        public var glyph: String? {
            switch self {
            case .none: nil
            case .disclosureIndicator: "›"
            case .checkmark: "✓"
            case .detailButton: "ⓘ"
            }
        }
    }

    /// The layout.
    public let style: Style
    /// The identifier the cell is reused under.
    public let reuseIdentifier: String?
    /// The main text.
    public let textLabel = Label()
    /// The secondary text (subtitle or value).
    public let detailTextLabel = Label()
    /// An image before the text.
    public let imageView = ImageView()
    /// Custom content, shown after the built-in labels.
    public let contentView = View()
    /// The trailing mark.
    public var accessoryType: AccessoryType = .none
    /// Whether the row is selected.
    public internal(set) var isSelected = false
    /// The row the cell shows now, while it is on screen.
    public internal(set) var displayedIndexPath: IndexPath?

    /// Creates a cell; the table calls this for registered classes.
    public required init(style: Style, reuseIdentifier: String?) {
        self.style = style
        self.reuseIdentifier = reuseIdentifier
        super.init()
        addSubview(contentView)
    }

    /// Resets the cell before it is reused; subclasses reset their own state and call super.
    open func prepareForReuse() {
        isSelected = false
    }
}
