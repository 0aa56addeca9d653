/// One element of what a window shows, as a plain value: the shared model behind the text snapshot, the
/// browser host's tree and patches, and automation's queries.
///
/// A render tree is built from the retained view tree by ``Window/renderTree(includeHidden:)``; it holds
/// only what a person could see (and, when asked, hidden elements flagged as such). Table views contribute
/// only the rows in their visible range.
///
/// What an element shows lives in ``content``: one case per kind, with named, typed properties (a table's
/// row count and scroll offset, a stack's axis, a bar item's placement). The fields of the node itself
/// mean the same for every kind.
public struct RenderNode: Equatable, Sendable {
    /// A boolean property of a node; absent means false. Each flag means the same for every kind.
    public enum Flag: String, Sendable, Codable, Comparable, CaseIterable {
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
        /// An alert action or bar item with the cancel role.
        case cancel
        /// An alert action with the destructive role.
        case destructive
        /// The preferred (bold) alert action, a done-style bar button or a filled button.
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
    /// What the element is and shows: its kind and that kind's properties.
    public var content: Content
    /// The accessibility identifier.
    public var identifier: String?
    /// The accessibility label.
    public var label: String?
    /// Boolean properties, sorted.
    public var flags: [Flag]
    /// The contained elements, in order.
    public var children: [RenderNode]

    /// Creates a node.
    public init(
        id: ElementID,
        _ content: Content,
        identifier: String? = nil,
        label: String? = nil,
        flags: [Flag] = [],
        children: [RenderNode] = []
    ) {
        self.id = id
        self.content = content
        self.identifier = identifier
        self.label = label
        self.flags = flags.sorted()
        self.children = children
    }

    /// The element's kind.
    public var kind: Kind { content.kind }

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
