/// Drives a window the way a person (or XCUITest) would: finds elements by accessibility identifier,
/// label or visible text, and taps, types, selects, deletes, slides and goes back.
///
/// Every action goes through ``Window/perform(_:on:)``, so an element a person could not reach (hidden,
/// disabled, covered by a modal, scrolled away in a table that cannot scroll) fails with a message that
/// names it and says why; after each action the application's run loop runs to completion.
///
/// ```swift
/// let automation = Automation(window: window)
/// try automation.tap("Add")
/// try automation.type("Buy milk", into: "New to-do item")
/// try automation.tap("Save")
/// print(automation.snapshot())
/// ```
@MainActor
public struct Automation {
    /// The window being driven.
    public let window: Window

    /// Creates automation for `window`.
    public init(window: Window) {
        self.window = window
    }

    /// The snapshot of what the window shows now (see ``Snapshot``).
    public func snapshot() -> String {
        Snapshot.render(window.renderTree())
    }

    /// Taps the button, bar button item, row, alert action, segment or control whose title, label or
    /// identifier is exactly `query`.
    ///
    /// Tapping a segment selects it as a person would: a segment that is not selected yet becomes the
    /// selected one and its control sends ``Control/Event/valueChanged``; a disabled control refuses.
    public func tap(_ query: String) throws(AutomationError) {
        let tappable: Set<RenderNode.Kind> = [
            .button, .barButton, .backButton, .alertAction, .row, .toggle, .textField, .segment,
        ]
        let node = try find("button, bar button item, row, alert action or control", query, kinds: tappable) {
            $0.displayText == query || $0.label == query || $0.identifier == query
        }
        try perform(.tap, on: node)
    }

    /// Selects the table row whose text contains `text`, scrolling to it when needed.
    public func select(_ text: String) throws(AutomationError) {
        let row = try findRow(containing: text)
        try perform(.select, on: row)
    }

    /// Swipes the table row whose text contains `text` and confirms the delete.
    public func delete(_ text: String) throws(AutomationError) {
        let row = try findRow(containing: text)
        try perform(.delete, on: row)
    }

    /// Replaces the text of the field whose placeholder, label or identifier is `field`, or of the focused
    /// field (or the only field on screen) when `field` is nil.
    public func type(_ text: String, into field: String? = nil) throws(AutomationError) {
        let node = try textField(named: field)
        try perform(.type(text), on: node)
    }

    /// Presses return in the focused text field.
    public func submit() throws(AutomationError) {
        let node = try textField(named: nil)
        try perform(.submit, on: node)
    }

    /// Slides the slider whose label or identifier is `query` to `value` and sends its value-changed event.
    public func slide(_ query: String, to value: Double) throws(AutomationError) {
        let node = try find("slider", query, kinds: [.slider]) { $0.label == query || $0.identifier == query }
        try perform(.slide(value), on: node)
    }

    /// Taps the back button of the first navigation bar that shows one.
    public func back() throws(AutomationError) {
        let tree = window.renderTree(includeHidden: true)
        var buttons: [RenderNode] = []
        tree.forEach { if $0.kind == .backButton { buttons.append($0) } }
        guard let button = buttons.first(where: { !$0.has(.inert) }) ?? buttons.first else {
            throw AutomationError("there is no back button: no navigation bar shows one")
        }
        try perform(.tap, on: button)
    }

    /// Pulls to refresh the first table on screen that has a refresh control (the table whose identifier or
    /// label is `query`, when given), as a person's pull would.
    public func refresh(_ query: String? = nil) throws(AutomationError) {
        let node = try find("table with pull-to-refresh", query ?? "", kinds: [.table]) { node in
            (query == nil || node.identifier == query || node.label == query)
                && node.children.contains { $0.kind == .refresh }
        }
        try perform(.refresh, on: node)
    }

    /// Scrolls the table whose identifier or label is `query` (or the first table) to `offset` points.
    public func scroll(_ query: String? = nil, to offset: Double) throws(AutomationError) {
        let node = try find("table", query ?? "", kinds: [.table]) {
            query == nil || $0.identifier == query || $0.label == query
        }
        try perform(.scroll(offset), on: node)
    }

    // MARK: Finding

    private func perform(_ action: UserAction, on node: RenderNode) throws(AutomationError) {
        do {
            try window.perform(action, on: node.id)
        } catch {
            throw AutomationError(error.description)
        }
    }

    /// The first reachable node of `kinds` matching `predicate`; otherwise the first unreachable one (so
    /// the action reports why), or an error listing what a person could use.
    private func find(
        _ what: String,
        _ query: String,
        kinds: Set<RenderNode.Kind>,
        where predicate: (RenderNode) -> Bool
    ) throws(AutomationError) -> RenderNode {
        let tree = window.renderTree(includeHidden: true)
        var matches: [(node: RenderNode, reachable: Bool)] = []
        func visit(_ node: RenderNode, hidden: Bool) {
            let hidden = hidden || node.has(.hidden)
            if kinds.contains(node.kind), predicate(node) {
                matches.append((node, !hidden && !node.has(.inert) && !node.has(.disabled)))
            }
            for child in node.children { visit(child, hidden: hidden) }
        }
        visit(tree, hidden: false)
        if let match = matches.first(where: \.reachable) ?? matches.first { return match.node }
        var available: [String] = []
        func listVisible(_ node: RenderNode) {
            // NB: the descendants of a hidden view are not flagged themselves; skip the whole subtree.
            guard !node.has(.hidden) else { return }
            if kinds.contains(node.kind), !node.has(.inert), !node.has(.offscreen) {
                available.append(Window.describe(node))
            }
            for child in node.children { listVisible(child) }
        }
        listVisible(tree)
        let list = available.isEmpty ? "none is on screen" : "on screen: " + available.joined(separator: ", ")
        throw AutomationError("no \(what) matches \"\(query)\" (\(list))")
    }

    private func findRow(containing text: String) throws(AutomationError) -> RenderNode {
        let tree = window.renderTree(includeHidden: true)
        if let row = tree.first(where: { $0.kind == .row && ($0.displayText ?? "").contains(text) && !$0.has(.inert) })
        {
            return row
        }
        // Scroll each reachable table through its rows, as a person looking for the row would.
        var tables: [RenderNode] = []
        tree.forEach { if $0.kind == .table && !$0.has(.inert) && !$0.has(.hidden) { tables.append($0) } }
        for tableNode in tables {
            guard case .view(let view)? = window.renderedElement(tableNode.id), let table = view as? TableView,
                table.isScrollEnabled
            else { continue }
            let original = table.contentOffset
            var offset = 0.0
            while offset <= table.contentHeight {
                table.setContentOffset(offset)
                let page = window.renderTree(includeHidden: true)
                if let row = page.first(where: { $0.kind == .row && ($0.displayText ?? "").contains(text) }) {
                    return row
                }
                offset += max(table.viewportHeight, table.rowHeight)
            }
            table.setContentOffset(original)
        }
        if let row = tree.first(where: { $0.kind == .row && ($0.displayText ?? "").contains(text) }) { return row }
        var rows: [String] = []
        tree.forEach {
            if $0.kind == .row, !$0.has(.offscreen), !$0.has(.inert) { rows.append("\"\($0.displayText ?? "")\"") }
        }
        let list = rows.isEmpty ? "no rows are on screen" : "rows on screen: " + rows.joined(separator: ", ")
        throw AutomationError("no row contains \"\(text)\" (\(list))")
    }

    private func textField(named name: String?) throws(AutomationError) -> RenderNode {
        let kinds: Set<RenderNode.Kind> = [.textField, .searchBar]
        if let name {
            return try find("text field", name, kinds: kinds) {
                $0.placeholder == name || $0.label == name || $0.identifier == name
            }
        }
        let tree = window.renderTree(includeHidden: false)
        if let focused = tree.first(where: { $0.kind == .textField && $0.has(.focused) }) { return focused }
        var fields: [RenderNode] = []
        tree.forEach { if kinds.contains($0.kind), !$0.has(.inert) { fields.append($0) } }
        if fields.count == 1, let only = fields.first { return only }
        throw AutomationError(
            fields.isEmpty
                ? "no text field is on screen"
                : "no text field has the focus; name one: " + fields.map(Window.describe).joined(separator: ", "))
    }
}
