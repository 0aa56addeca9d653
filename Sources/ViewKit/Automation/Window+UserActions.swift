import Foundation
import Services

extension Window {
    /// Performs `action` on the element `id` as a person would, after checking that a person could
    /// reach it: on screen, not hidden, not disabled, not covered by a presentation; a table row in the
    /// overscan margin is first scrolled into view. Then runs the application's run loop.
    ///
    /// - Throws: ``UserActionError`` naming the element and the reason; nothing changes then.
    public func perform(_ action: UserAction, on id: ElementID) throws(UserActionError) {
        try perform(action, on: id, in: renderTree(includeHidden: true))
    }

    /// Performs `action` on the element `id` as ``perform(_:on:)`` does, but finds it in `tree` instead of
    /// rendering the window again: for a host that keeps the render it last showed.
    ///
    /// - Parameters:
    ///   - action: what the person does.
    ///   - id: the element it is done to, as rendered in `tree`.
    ///   - tree: the window's latest ``renderTree(includeHidden:)``, made with hidden views included and
    ///     nothing changed since (the objects behind its identities are those of the latest render).
    /// - Throws: ``UserActionError`` naming the element and the reason; nothing changes then.
    public func perform(_ action: UserAction, on id: ElementID, in tree: RenderNode) throws(UserActionError) {
        guard let path = Self.path(to: id, in: tree), let node = path.last,
            let element = renderedElement(id)
        else {
            throw UserActionError(.unknownElement(id))
        }
        try Self.checkReachable(path, in: tree)
        try dispatch(action, to: element, node: node)
        application?.clock.drain()
    }

    /// Describes a node for messages: its kind and its text, label or identifier.
    public static func describe(_ node: RenderNode) -> String {
        // Fields are named as snapshots name them: by label, identifier or placeholder, not by their text.
        let candidates =
            switch node.kind {
            case .textField, .searchBar: [node.label, node.identifier, node.placeholder, node.displayText]
            default: [node.displayText, node.label, node.identifier, symbol(of: node)]
            }
        let name = candidates.compactMap { $0 }.first { !$0.isEmpty } ?? "\(node.id)"
        let kind: String =
            switch node.kind {
            case .barButton: "bar button"
            case .backButton: "back button"
            case .alertAction: "alert action"
            case .textField: "text field"
            case .searchBar: "search bar"
            case .toggle: "switch"
            case .segmented: "segmented control"
            case .map: "map"
            default: node.kind.rawValue
            }
        return "\(kind) \"\(name)\""
    }

    /// The glyph that stands for an element without text: a system bar item's symbol, an image.
    private static func symbol(of node: RenderNode) -> String? {
        switch node.content {
        case .barButton(_, let symbol, _): symbol
        case .button(_, let image), .image(let image): image?.glyph
        default: nil
        }
    }

    static func path(to id: ElementID, in node: RenderNode) -> [RenderNode]? {
        var path: [RenderNode] = []
        guard appendPath(to: id, in: node, reversedInto: &path) else { return nil }
        path.reverse()
        return path
    }

    /// Appends the nodes from `id`'s up to `node`, when `node`'s tree holds `id`.
    ///
    /// NB: only the nodes of the path are copied, on the way back up; building each level's path as
    /// `[node] + rest` copied the path once per level, and iterating the children copied each one.
    private static func appendPath(
        to id: ElementID, in node: RenderNode, reversedInto path: inout [RenderNode]
    )
        -> Bool
    {
        if node.id == id {
            path.append(node)
            return true
        }
        for index in node.children.indices {
            guard appendPath(to: id, in: node.children[index], reversedInto: &path) else { continue }
            path.append(node)
            return true
        }
        return false
    }

    static func checkReachable(_ path: [RenderNode], in tree: RenderNode) throws(UserActionError) {
        guard let node = path.last else { return }
        if path.contains(where: { $0.has(.hidden) }) { throw UserActionError(.hidden(describe(node))) }
        if node.has(.inert) {
            let cover = tree.children.last.map(describeLayer) ?? "a presentation"
            throw UserActionError(.covered(describe(node), by: cover))
        }
        if path.contains(where: { $0.has(.disabled) }) { throw UserActionError(.disabled(describe(node))) }
    }

    static func describeLayer(_ node: RenderNode) -> String {
        switch node.kind {
        case .alert: "the alert \"\(node.displayText ?? "")\""
        case .modal:
            "the modal screen" + (node.first { $0.kind == .navigationBar }?.displayText.map { " \"\($0)\"" } ?? "")
        default: "another screen"
        }
    }

    private func dispatch(_ action: UserAction, to element: RenderedElement, node: RenderNode) throws(UserActionError) {
        let name = Self.describe(node)
        let refused = UserActionError(.notApplicable(action: action.verb, element: name))
        switch (action, element) {
        case (.tap, .barButton(let item)):
            item.sendAction()
        case (.tap, .backButton(let navigation)):
            navigation.goBack()
        case (.tap, .alertAction(let action, let alert)):
            alert.press(action)
        case (.tap, .row(let table, let indexPath)), (.select, .row(let table, let indexPath)):
            try reveal(table, indexPath, name: name)
            guard table.tapRow(at: indexPath) else { throw refused }
        case (.delete, .row(let table, let indexPath)):
            try reveal(table, indexPath, name: name)
            guard table.commitDelete(at: indexPath) else { throw refused }
        case (.scroll(let offset), .view(let view as TableView)):
            guard view.isScrollEnabled else { throw UserActionError(.notScrollable(name)) }
            view.setContentOffset(offset)
        case (.tap, .segment(let control, let index)), (.select, .segment(let control, let index)):
            // NB: a person's tap on the selected segment changes nothing and sends nothing, as in UIKit.
            control.select(byUser: index)
        case (.refresh, .view(let view as TableView)):
            guard let control = view.refreshControl else { throw refused }
            control.pull()
        case (_, .view(let view)):
            try dispatch(action, to: view, refused: refused)
        default:
            throw refused
        }
    }

    private func dispatch(_ action: UserAction, to view: View, refused: UserActionError) throws(UserActionError) {
        switch (action, view) {
        case (.tap, let button as Button):
            button.sendActions(for: .primaryActionTriggered)
        case (.tap, let field as TextField):
            field.becomeFirstResponder()
        case (.tap, is SearchBar):
            // NB: a search bar has no first-responder state in ViewKit; tapping one (a browser sends a tap
            // when it gains focus) is accepted and changes nothing.
            break
        case (.tap, let toggle as Switch):
            toggle.toggle(byUser: nil)
        case (.toggle(let value), let toggle as Switch):
            toggle.toggle(byUser: value)
        case (.type(let text), let field as TextField):
            field.replaceText(byUser: text)
        case (.type(let text), let bar as SearchBar):
            bar.replaceText(byUser: text)
        case (.submit, let field as TextField):
            field.pressReturn()
        case (.submit, let bar as SearchBar):
            bar.pressSearch()
        case (.slide(let value), let slider as Slider):
            guard value.isFinite else { throw refused }
            slider.slide(byUser: value)
        case (.selectSegment(let index), let control as SegmentedControl):
            guard control.items.indices.contains(index) else { throw refused }
            control.select(byUser: index)
        case (.refresh, let control as RefreshControl):
            control.pull()
        default:
            throw refused
        }
    }

    /// Scrolls a row in the overscan margin into view, as a person would before tapping it.
    private func reveal(_ table: TableView, _ indexPath: IndexPath, name: String) throws(UserActionError) {
        let top = table.offset(of: indexPath)
        let visible = top + table.rowHeight > table.contentOffset && top < table.contentOffset + table.viewportHeight
        guard !visible else { return }
        guard table.isScrollEnabled else { throw UserActionError(.notScrollable(name)) }
        table.scrollToRow(at: indexPath, animated: true)
    }
}
