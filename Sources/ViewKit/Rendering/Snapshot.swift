/// The deterministic text rendering of what a person would see: navigation bars with their back
/// buttons and items, table rows with their full text and accessory, labels, fields (text or
/// placeholder), buttons and their state, slider values, alerts and their actions, and the split layout.
///
/// Tests, `apparch drive` and bug reports all use this one format. One element per line, indented by
/// nesting; containers that a person does not see as such (plain views, stacks, screens) add no line.
///
/// ```
/// window compact
/// nav "Recordings"  [Edit]  |  [+ New Recording] [📁 New Folder]
/// table (2 rows)
///   - 📁  Child 1  ›
///   - 🔊  Recording 1  ›
/// ```
public enum Snapshot {
    /// Renders `node` and its visible descendants.
    public static func render(_ node: RenderNode) -> String {
        var lines: [String] = []
        append(node, depth: 0, to: &lines)
        return lines.joined(separator: "\n")
    }

    private static func append(_ node: RenderNode, depth: Int, to lines: inout [String]) {
        guard !node.has(.hidden) else { return }
        let indent = String(repeating: "  ", count: depth)
        func line(_ text: String) { lines.append(indent + text) }
        func children(_ extra: Int = 0) {
            for child in node.children { append(child, depth: depth + extra, to: &lines) }
        }
        switch node.kind {
        case .window:
            line("window \(node.text ?? "")")
            children()
        case .split:
            line(node.has(.collapsed) ? "split (collapsed)" : "split")
            children(1)
        case .view where node.has(.primary):
            line("primary:")
            children(1)
        case .view where node.has(.secondary):
            line("secondary:")
            children(1)
        case .view, .stack, .screen, .navigation:
            children()
        case .navigationBar:
            line(navigationBar(node))
        case .modal:
            line(node.has(.sheet) ? "sheet:" : "modal:")
            children(1)
        case .alert:
            var header = "alert \"\(node.text ?? "")\""
            if let message = node.detail, !message.isEmpty { header += ": \(message)" }
            line(header)
            let fields = node.children.filter { $0.kind != .alertAction }
            for field in fields { append(field, depth: depth + 1, to: &lines) }
            let actions = node.children.filter { $0.kind == .alertAction }.map(actionText)
            if !actions.isEmpty { lines.append(indent + "  " + actions.joined(separator: " ")) }
        case .alertAction:
            line(actionText(node))
        case .label:
            if let text = node.text, !text.isEmpty { line(text) }
        case .button:
            line(button(node))
        case .barButton:
            line(barButton(node))
        case .backButton:
            line("‹ \(node.text ?? "Back")")
        case .textField:
            line(textField(node))
        case .slider:
            line(
                "slider \(name(node)): \(number(node.value)) of \(number(node.minimum))…\(number(node.maximum))"
                    + (node.has(.disabled) ? " (disabled)" : ""))
        case .progress:
            line("progress \(Int(((node.value ?? 0) * 100).rounded()))%")
        case .activity:
            if node.has(.animating) { line("activity (spinning)") }
        case .toggle:
            line(
                "switch \(name(node)): \(node.isOn == true ? "on" : "off")" + (node.has(.disabled) ? " (disabled)" : "")
            )
        case .segmented:
            let items = node.children.map { $0.has(.selected) ? "[\($0.text ?? "")]" : ($0.text ?? "") }
            line("segments: " + items.joined(separator: " "))
        case .searchBar:
            let text = node.text ?? ""
            line("search: " + (text.isEmpty ? "‹\(node.detail ?? "Search")›" : text))
        case .image:
            if let symbol = node.symbol { line(symbol) }
        case .spacer:
            break
        case .refresh:
            if node.has(.animating) { line("refreshing…") }
        case .table:
            table(node, depth: depth, lines: &lines)
        case .section:
            line("§ \(node.text ?? "")")
        case .row:
            line(row(node, editing: false))
        }
    }

    private static func table(_ node: RenderNode, depth: Int, lines: inout [String]) {
        let indent = String(repeating: "  ", count: depth)
        let total = node.index?.first ?? 0
        let first = node.index.map { $0.count > 1 ? $0[1] : 0 } ?? 0
        let shown = node.index.map { $0.count > 2 ? $0[2] : 0 } ?? 0
        var header = "table (\(total) \(total == 1 ? "row" : "rows"))"
        if node.has(.editing) { header += " editing" }
        lines.append(indent + header)
        if first > 0 { lines.append(indent + "  ↑ \(first) more") }
        for child in node.children where !child.has(.offscreen) {
            switch child.kind {
            case .row: lines.append(indent + "  " + row(child, editing: node.has(.editing)))
            case .section: lines.append(indent + "  § \(child.text ?? "")")
            default: append(child, depth: depth + 1, to: &lines)
            }
        }
        let below = total - first - shown
        if below > 0 { lines.append(indent + "  ↓ \(below) more") }
    }

    private static func row(_ node: RenderNode, editing: Bool) -> String {
        var text = editing && node.has(.deletable) ? "⊖ " : ""
        text += node.has(.selected) ? "> " : "- "
        text += node.text ?? ""
        if let detail = node.detail { text += " — \(detail)" }
        let extras = node.children.compactMap { child -> String? in
            switch child.kind {
            case .label: child.text.flatMap { $0.isEmpty ? nil : $0 }
            case .image: child.symbol
            case .button: button(child)
            case .toggle: "switch \(child.isOn == true ? "on" : "off")"
            default: nil
            }
        }
        if !extras.isEmpty { text += " " + extras.joined(separator: " ") }
        if let accessory = node.symbol { text += "  \(accessory)" }
        return text
    }

    private static func navigationBar(_ node: RenderNode) -> String {
        var parts = ["nav \"\(node.text ?? "")\""]
        if let back = node.children.first(where: { $0.kind == .backButton }) {
            parts.append("‹ \(back.text ?? "Back")")
        }
        let left = node.children.filter { $0.kind == .barButton && $0.index == [0] }.map(barButton)
        let right = node.children.filter { $0.kind == .barButton && $0.index == [1] }.map(barButton)
        if !left.isEmpty { parts.append(left.joined(separator: " ")) }
        if !right.isEmpty { parts.append("|  " + right.joined(separator: " ")) }
        var text = parts.joined(separator: "  ")
        if let search = node.children.first(where: { $0.kind == .searchBar }) {
            let query = search.text ?? ""
            text += "  search: " + (query.isEmpty ? "‹\(search.detail ?? "Search")›" : query)
        }
        return text
    }

    private static func barButton(_ node: RenderNode) -> String {
        var title: String
        if let text = node.text, !text.isEmpty {
            title = text
        } else if let symbol = node.symbol {
            title = node.label.map { "\(symbol) \($0)" } ?? symbol
        } else {
            title = node.label ?? node.identifier ?? "?"
        }
        if node.has(.disabled) { title += " (disabled)" }
        return "[\(title)]"
    }

    private static func button(_ node: RenderNode) -> String {
        var title = node.text ?? ""
        if title.isEmpty { title = node.symbol ?? node.label ?? node.identifier ?? "?" }
        if node.has(.disabled) { title += " (disabled)" }
        return "(\(title))"
    }

    private static func actionText(_ node: RenderNode) -> String {
        var title = node.text ?? ""
        if node.has(.disabled) { title += " (disabled)" }
        return "{\(title)}"
    }

    private static func textField(_ node: RenderNode) -> String {
        let text = node.text ?? ""
        let shown = text.isEmpty ? "‹\(node.detail ?? "")›" : text
        var result = "field \(name(node)): \(shown)"
        if node.has(.focused) { result += " ⌨" }
        if node.has(.disabled) { result += " (disabled)" }
        return result
    }

    private static func name(_ node: RenderNode) -> String {
        "\"\(node.label ?? node.detail ?? node.identifier ?? "")\""
    }

    private static func number(_ value: Double?) -> String {
        let hundredths = Int(((value ?? 0) * 100).rounded())
        let sign = hundredths < 0 ? "-" : ""
        let magnitude = abs(hundredths)
        guard magnitude % 100 != 0 else { return "\(sign)\(magnitude / 100)" }
        let fraction = magnitude % 100
        return "\(sign)\(magnitude / 100).\(fraction < 10 ? "0" : "")\(fraction)"
    }
}
