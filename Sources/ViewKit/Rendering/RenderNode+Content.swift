public import Foundation

extension RenderNode {
    /// What an element is and shows: one case per kind, each with that kind's named, typed properties.
    ///
    /// No property means different things for different kinds: a table's scroll offset is
    /// ``TableMetrics/contentOffset``, never a slider's value, and a stack's axis is a ``StackView/Axis``.
    public enum Content: Equatable, Sendable {
        /// A window, with its size class and height in points; children: the root, then one layer per
        /// presentation.
        case window(sizeClass: SizeClass, height: Double)
        /// A split view; children: its panes (one when collapsed).
        case split
        /// One pane of a split view.
        case pane(PaneRole)
        /// A navigation controller; children: its bar (unless hidden), then the top screen.
        case navigation
        /// A navigation bar; children: the back button, bar button items, a search bar.
        case navigationBar(title: String?)
        /// The back button of a navigation bar, titled with the previous screen's title or "Back".
        case backButton(title: String)
        /// A bar button item: its title, or the glyph of its system item, and the bar side it sits on.
        case barButton(title: String?, symbol: String?, placement: BarPlacement)
        /// A view controller's screen, with its navigation title.
        case screen(title: String?)
        /// A full-screen or sheet presentation (see ``Flag/sheet``); child: the presented screen.
        case modal
        /// A plain container view.
        case view
        /// A stack view.
        case stack(axis: StackView.Axis, spacing: Double)
        /// A label.
        case label(text: String, textStyle: Label.TextStyle)
        /// A button, with its current title and image.
        case button(title: String, image: Image?)
        /// A text field: the text shown (dots when secure) and the placeholder.
        case textField(text: String, placeholder: String?)
        /// A slider.
        case slider(value: Double, minimumValue: Double, maximumValue: Double)
        /// A progress view, from 0 to 1.
        case progress(Double)
        /// An activity indicator (see ``Flag/animating``).
        case activity
        /// A switch.
        case toggle(isOn: Bool)
        /// A segmented control; children: its segments.
        case segmented
        /// One segment of a segmented control, at `index`: its title and the image shown before it.
        case segment(title: String, image: Image?, index: Int)
        /// A search bar.
        case searchBar(text: String, placeholder: String?)
        /// An image view.
        case image(Image?)
        /// Flexible space in a stack.
        case spacer(minimumLength: Double)
        /// A table view; children: a refresh control, a header view, then the kept section headers and rows.
        case table(TableMetrics)
        /// A section header of a table, with its top edge in the table's content.
        case section(title: String, section: Int, top: Double)
        /// A table row; children: an image, then custom content.
        case row(Row)
        /// An alert; children: its text fields, then its actions.
        case alert(title: String?, message: String?)
        /// An action of an alert.
        case alertAction(title: String)
        /// A table's refresh control (see ``Flag/animating``).
        case refresh
        /// A map showing `region`, with its annotations in order.
        case map(region: MapRegion, annotations: [MapAnnotation])

        /// The kind of element.
        public var kind: Kind {
            switch self {
            case .window: .window
            case .split: .split
            case .pane: .pane
            case .navigation: .navigation
            case .navigationBar: .navigationBar
            case .backButton: .backButton
            case .barButton: .barButton
            case .screen: .screen
            case .modal: .modal
            case .view: .view
            case .stack: .stack
            case .label: .label
            case .button: .button
            case .textField: .textField
            case .slider: .slider
            case .progress: .progress
            case .activity: .activity
            case .toggle: .toggle
            case .segmented: .segmented
            case .segment: .segment
            case .searchBar: .searchBar
            case .image: .image
            case .spacer: .spacer
            case .table: .table
            case .section: .section
            case .row: .row
            case .alert: .alert
            case .alertAction: .alertAction
            case .refresh: .refresh
            case .map: .map
            }
        }
    }

    /// The kinds of element, named as the wire format names them.
    public enum Kind: String, Sendable, Codable, CaseIterable {
        case window, split, pane, navigation, navigationBar, backButton, barButton, screen, modal
        case view, stack, label, button, textField, slider, progress, activity, toggle, segmented, segment
        case searchBar, image, spacer, table, section, row, alert, alertAction, refresh, map
    }

    /// Which pane of a split view.
    public enum PaneRole: String, Sendable, Codable { case primary, secondary }

    /// The side of a navigation bar a bar button item sits on.
    public enum BarPlacement: String, Sendable, Codable { case left, right }

    /// A table's size and scroll position, and which of its rows are visible.
    public struct TableMetrics: Equatable, Sendable {
        /// Every row of every section, not only the rendered ones.
        public var rowCount: Int
        /// The first row at least partly visible, counted across sections.
        public var firstVisibleRow: Int
        /// How many rows are at least partly visible.
        public var visibleRowCount: Int
        /// The scroll offset, in points from the top of the content.
        public var contentOffset: Double
        /// The height of the visible area, in points.
        public var viewportHeight: Double
        /// The height of all rows and headers, in points.
        public var contentHeight: Double

        /// Creates metrics.
        public init(
            rowCount: Int, firstVisibleRow: Int, visibleRowCount: Int, contentOffset: Double,
            viewportHeight: Double, contentHeight: Double
        ) {
            self.rowCount = rowCount
            self.firstVisibleRow = firstVisibleRow
            self.visibleRowCount = visibleRowCount
            self.contentOffset = contentOffset
            self.viewportHeight = viewportHeight
            self.contentHeight = contentHeight
        }
    }

    /// What a table row shows, and where it is.
    public struct Row: Equatable, Sendable {
        /// The main text.
        public var text: String
        /// The detail text (subtitle or value), nil when empty.
        public var detailText: String?
        /// The mark at the trailing edge.
        public var accessory: TableViewCell.AccessoryType
        /// The row's index path.
        public var indexPath: IndexPath
        /// The row's top edge in the table's content, in points (hosts lay out virtualised rows from it).
        public var top: Double

        /// Creates a row.
        public init(
            text: String, detailText: String? = nil, accessory: TableViewCell.AccessoryType = .none,
            indexPath: IndexPath, top: Double = 0
        ) {
            self.text = text
            self.detailText = detailText
            self.accessory = accessory
            self.indexPath = indexPath
            self.top = top
        }
    }
}

extension RenderNode {
    /// The text a person reads on the element, whatever its kind: a title, a label's, row's or field's
    /// text; nil for an element that shows none. Automation matches elements by it.
    public var displayText: String? {
        switch content {
        case .navigationBar(let title), .screen(let title), .barButton(let title, _, _), .alert(let title, _):
            title
        case .backButton(let title), .alertAction(let title), .button(let title, _), .segment(let title, _, _),
            .section(let title, _, _):
            title
        case .label(let text, _), .textField(let text, _), .searchBar(let text, _):
            text
        case .row(let row):
            row.text
        default:
            nil
        }
    }

    /// The placeholder of a text field or search bar; nil for other kinds.
    public var placeholder: String? {
        switch content {
        case .textField(_, let placeholder), .searchBar(_, let placeholder): placeholder
        default: nil
        }
    }
}
