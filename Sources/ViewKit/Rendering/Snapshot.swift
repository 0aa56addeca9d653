/// The deterministic text rendering of what a person would see: navigation bars with their back
/// buttons and items, table rows with their full text and accessory, labels, fields (text or
/// placeholder), buttons and their state, slider values, segments (the selected one in brackets, each
/// with its image's glyph), maps (`map  📍 Pickup -33.864308, 151.209146`), alerts and their actions, and
/// the split layout.
///
/// Tests, `apparch drive` and bug reports all use this one format. One element per line, indented by
/// nesting; containers that a person does not see as such (plain views, stacks, screens) add no line,
/// except a horizontal stack with an accessibility label, which reads as one line of its own, the label
/// first (`Now Playing: (Recording 1)  (Pause)  progress 40%`).
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
        switch node.content {
        case .window(let sizeClass, _):
            line("window \(sizeClass.rawValue)")
            children()
        case .split:
            line(node.has(.collapsed) ? "split (collapsed)" : "split")
            children(1)
        case .pane(let role):
            line("\(role.rawValue):")
            children(1)
        case .stack(.horizontal, _) where node.label != nil:
            // A labelled row of controls reads as one element, as VoiceOver reads a labelled group: a mini
            // player, a toolbar.
            var parts: [String] = []
            for child in node.children { append(child, depth: 0, to: &parts) }
            line("\(node.label ?? ""): " + parts.joined(separator: "  "))
        case .view, .stack, .screen, .navigation:
            children()
        case .navigationBar(let title):
            line(navigationBar(node, title: title))
        case .modal:
            line(node.has(.sheet) ? "sheet:" : "modal:")
            children(1)
        case .alert(let title, let message):
            var header = "alert \"\(title ?? "")\""
            if let message, !message.isEmpty { header += ": \(message)" }
            line(header)
            let fields = node.children.filter { $0.kind != .alertAction }
            for field in fields { append(field, depth: depth + 1, to: &lines) }
            let actions = node.children.filter { $0.kind == .alertAction }.map(actionText)
            if !actions.isEmpty { lines.append(indent + "  " + actions.joined(separator: " ")) }
        case .alertAction:
            line(actionText(node))
        case .label(let text, _):
            if !text.isEmpty { line(text) }
        case .button:
            line(button(node))
        case .barButton:
            line(barButton(node))
        case .backButton(let title):
            line("‹ \(title)")
        case .textField(let text, let placeholder):
            line(textField(node, text: text, placeholder: placeholder))
        case .slider(let value, let minimum, let maximum):
            line(
                "slider \(name(node)): \(number(value)) of \(number(minimum))…\(number(maximum))"
                    + (node.has(.disabled) ? " (disabled)" : ""))
        case .progress(let progress):
            line("progress \(Int((progress * 100).rounded()))%")
        case .activity:
            if node.has(.animating) { line("activity (spinning)") }
        case .toggle(let isOn):
            line("switch \(name(node)): \(isOn ? "on" : "off")" + (node.has(.disabled) ? " (disabled)" : ""))
        case .segmented:
            let items = node.children.map { $0.has(.selected) ? "[\(segment($0))]" : segment($0) }
            line("segments: " + items.joined(separator: " ") + (node.has(.disabled) ? " (disabled)" : ""))
        case .segment:
            line(segment(node))
        case .searchBar(let text, let placeholder):
            line("search: " + (text.isEmpty ? "‹\(placeholder ?? "Search")›" : text))
        case .image(let image):
            if let image { line(image.glyph) }
        case .spacer:
            break
        case .refresh:
            if node.has(.animating) { line("refreshing…") }
        case .table(let metrics):
            table(node, metrics, depth: depth, lines: &lines)
        case .section(let title, _, _):
            line("§ \(title)")
        case .row(let row):
            line(self.row(node, row, editing: false))
        case .map(_, let annotations):
            line(map(annotations))
        }
    }

    /// `map`, then each annotation as `<glyph> <title> <latitude>, <longitude>`, two spaces apart.
    private static func map(_ annotations: [MapAnnotation]) -> String {
        (["map"] + annotations.map { "\($0.image.glyph) \($0.title) \($0.coordinate)" }).joined(separator: "  ")
    }

    /// A segment's image glyph (if any) and title.
    private static func segment(_ node: RenderNode) -> String {
        guard case .segment(let title, let image, _) = node.content else { return node.displayText ?? "" }
        guard let image else { return title }
        return "\(image.glyph) \(title)"
    }

    private static func table(
        _ node: RenderNode, _ metrics: RenderNode.TableMetrics, depth: Int, lines: inout [String]
    ) {
        let indent = String(repeating: "  ", count: depth)
        let total = metrics.rowCount
        var header = "table (\(total) \(total == 1 ? "row" : "rows"))"
        if node.has(.editing) { header += " editing" }
        lines.append(indent + header)
        if metrics.firstVisibleRow > 0 { lines.append(indent + "  ↑ \(metrics.firstVisibleRow) more") }
        for child in node.children where !child.has(.offscreen) {
            switch child.content {
            case .row(let row): lines.append(indent + "  " + self.row(child, row, editing: node.has(.editing)))
            case .section(let title, _, _): lines.append(indent + "  § \(title)")
            default: append(child, depth: depth + 1, to: &lines)
            }
        }
        let below = total - metrics.firstVisibleRow - metrics.visibleRowCount
        if below > 0 { lines.append(indent + "  ↓ \(below) more") }
    }

    private static func row(_ node: RenderNode, _ row: RenderNode.Row, editing: Bool) -> String {
        var text = editing && node.has(.deletable) ? "⊖ " : ""
        text += node.has(.selected) ? "> " : "- "
        text += row.text
        if let detail = row.detailText { text += " — \(detail)" }
        let extras = node.children.compactMap { child -> String? in
            switch child.content {
            case .label(let text, _): text.isEmpty ? nil : text
            case .image(let image): image?.glyph
            case .button: button(child)
            case .toggle(let isOn): "switch \(isOn ? "on" : "off")"
            default: nil
            }
        }
        if !extras.isEmpty { text += " " + extras.joined(separator: " ") }
        if let accessory = row.accessory.glyph { text += "  \(accessory)" }
        return text
    }

    private static func navigationBar(_ node: RenderNode, title: String?) -> String {
        var parts = ["nav \"\(title ?? "")\""]
        var left: [String] = []
        var right: [String] = []
        var search: String?
        for child in node.children {
            switch child.content {
            case .backButton(let title): parts.append("‹ \(title)")
            case .barButton(_, _, .left): left.append(barButton(child))
            case .barButton(_, _, .right): right.append(barButton(child))
            case .searchBar(let text, let placeholder):
                search = "  search: " + (text.isEmpty ? "‹\(placeholder ?? "Search")›" : text)
            default: break
            }
        }
        if !left.isEmpty { parts.append(left.joined(separator: " ")) }
        if !right.isEmpty { parts.append("|  " + right.joined(separator: " ")) }
        return parts.joined(separator: "  ") + (search ?? "")
    }

    private static func barButton(_ node: RenderNode) -> String {
        guard case .barButton(let text, let symbol, _) = node.content else { return "[?]" }
        var title: String
        if let text, !text.isEmpty {
            title = text
        } else if let symbol {
            title = node.label.map { "\(symbol) \($0)" } ?? symbol
        } else {
            title = node.label ?? node.identifier ?? "?"
        }
        if node.has(.disabled) { title += " (disabled)" }
        return "[\(title)]"
    }

    private static func button(_ node: RenderNode) -> String {
        guard case .button(var title, let image) = node.content else { return "(?)" }
        if title.isEmpty { title = image?.glyph ?? node.label ?? node.identifier ?? "?" }
        if node.has(.disabled) { title += " (disabled)" }
        return "(\(title))"
    }

    private static func actionText(_ node: RenderNode) -> String {
        var title = node.displayText ?? ""
        if node.has(.disabled) { title += " (disabled)" }
        return "{\(title)}"
    }

    private static func textField(_ node: RenderNode, text: String, placeholder: String?) -> String {
        let shown = text.isEmpty ? "‹\(placeholder ?? "")›" : text
        var result = "field \(name(node)): \(shown)"
        if node.has(.focused) { result += " ⌨" }
        if node.has(.disabled) { result += " (disabled)" }
        return result
    }

    private static func name(_ node: RenderNode) -> String {
        "\"\(node.label ?? node.placeholder ?? node.identifier ?? "")\""
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
