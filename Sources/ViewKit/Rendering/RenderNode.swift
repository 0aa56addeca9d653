/// One element of what a window shows, as a plain value: the shared model behind the text snapshot, the
/// browser host's tree and patches, and automation's queries.
///
/// A render tree is built from the retained view tree by ``Window/renderTree(includeHidden:)``; it holds
/// only what a person could see (and, when asked, hidden elements flagged as such). Table views contribute
/// only the rows in their visible range.
public struct RenderNode: Equatable, Sendable, Codable {
    /// What kind of element the node is.
    public enum Kind: String, Sendable, Codable {
        case window, split, navigation, navigationBar, backButton, barButton, screen, modal
        case view, stack, label, button, textField, slider, progress, activity, toggle, segmented
        case searchBar, image, spacer, table, section, row, alert, alertAction, refresh
    }

    /// A boolean property of a node; absent means false.
    public enum Flag: String, Sendable, Codable, Comparable {
        /// The element is hidden (only in trees built with hidden elements included).
        case hidden
        /// The element is visible but a presentation covers it, so it cannot be reached.
        case inert
        /// The element cannot be used (a disabled control).
        case disabled
        /// A selected row or segment.
        case selected
        /// The text field with the keyboard focus.
        case focused
        /// A table in editing mode.
        case editing
        /// A collapsed split view.
        case collapsed
        /// The primary pane of a split view.
        case primary
        /// The secondary (detail) pane of a split view.
        case secondary
        /// An alert action or bar item with the cancel role.
        case cancel
        /// An alert action with the destructive role.
        case destructive
        /// The preferred (bold) alert action or a done-style bar button.
        case preferred
        /// A secure text field (its text is shown as dots).
        case secure
        /// An activity indicator that is animating, or a refresh control that is refreshing.
        case animating
        /// A table row that can be deleted by swiping.
        case deletable
        /// A table that can scroll.
        case scrollable
        /// A table row kept in the overscan margin, outside the visible area (hosts keep it ready).
        case offscreen
        /// A sheet-style modal presentation (the content behind stays visible).
        case sheet

        public static func < (lhs: Flag, rhs: Flag) -> Bool { lhs.rawValue < rhs.rawValue }
    }

    /// The element's identity, stable across renders.
    public var id: ElementID
    /// The element's kind.
    public var kind: Kind
    /// The main text: a label's text, a button's or bar item's title, a row's text, a field's text, a
    /// screen's or alert's title.
    public var text: String?
    /// Secondary text: a row's detail text, an alert's message, a search bar's or field's placeholder.
    public var detail: String?
    /// The accessibility identifier.
    public var identifier: String?
    /// The accessibility label.
    public var label: String?
    /// A symbol or emoji: an image's name, a system bar item's symbol, a row's accessory.
    public var symbol: String?
    /// A slider's or progress view's value, a segmented control's selected index; for a table row or section
    /// header, its top edge in the table's content, in points (hosts lay out virtualised rows from it).
    public var value: Double?
    /// A slider's minimum.
    public var minimum: Double?
    /// A slider's maximum.
    public var maximum: Double?
    /// A switch's state.
    public var isOn: Bool?
    /// For a row: its index path as [section, row]; for a table: total rows; for a stack: 0 = horizontal.
    public var index: [Int]?
    /// Boolean properties, sorted.
    public var flags: [Flag]
    /// The contained elements, in order.
    public var children: [RenderNode]

    /// Creates a node.
    public init(
        id: ElementID,
        kind: Kind,
        text: String? = nil,
        detail: String? = nil,
        identifier: String? = nil,
        label: String? = nil,
        symbol: String? = nil,
        value: Double? = nil,
        minimum: Double? = nil,
        maximum: Double? = nil,
        isOn: Bool? = nil,
        index: [Int]? = nil,
        flags: [Flag] = [],
        children: [RenderNode] = []
    ) {
        self.id = id
        self.kind = kind
        self.text = text
        self.detail = detail
        self.identifier = identifier
        self.label = label
        self.symbol = symbol
        self.value = value
        self.minimum = minimum
        self.maximum = maximum
        self.isOn = isOn
        self.index = index
        self.flags = flags.sorted()
        self.children = children
    }

    /// Whether the node has `flag`.
    public func has(_ flag: Flag) -> Bool { flags.contains(flag) }

    /// Adds `flag` if missing, keeping the flags sorted.
    public mutating func insert(_ flag: Flag) {
        guard !flags.contains(flag) else { return }
        flags.append(flag)
        flags.sort()
    }

    /// Calls `body` for this node and every descendant, depth first, in order.
    public func forEach(_ body: (RenderNode) throws -> Void) rethrows {
        try body(self)
        for child in children { try child.forEach(body) }
    }

    /// The first node, depth first, for which `predicate` holds.
    public func first(where predicate: (RenderNode) -> Bool) -> RenderNode? {
        if predicate(self) { return self }
        for child in children {
            if let found = child.first(where: predicate) { return found }
        }
        return nil
    }
}

extension RenderNode: CustomStringConvertible {
    /// The node's snapshot text (see ``Snapshot``).
    public var description: String { Snapshot.render(self) }
}
