public import ViewKit

/// Turns a window's render tree into the tree a tab receives: each kind's typed properties written out by
/// the names `PROTOCOL.md` documents.
///
/// One thing moves on the way, in tables: ViewKit gives each row and section header its top edge in the
/// table's content, which changes for every kept row when a row is inserted or deleted above them. The
/// browser lays out the kept rows one after the other from the top of the first, so the wire tree gives
/// the table that one position (`rowsTop`) and the rows none (nor their index paths): inserting a row at
/// the top of a long list then patches the table and the list, not every row on screen.
public enum WireTree {
    /// The wire form of `tree`.
    public static func make(from tree: RenderNode) -> WireNode {
        WireNode(
            id: tree.id, kind: tree.kind, properties: properties(of: tree),
            children: tree.children.compactMap { $0.has(.hidden) ? nil : make(from: $0) })
    }

    /// The wire properties of `node` alone: its kind's, the common `identifier`, `label` and `flags`, and a
    /// table's `rowsTop`.
    public static func properties(of node: RenderNode) -> [String: WireValue] {
        var properties = self.properties(of: node.content)
        if let identifier = node.identifier { properties["identifier"] = .string(identifier) }
        if let label = node.label { properties["label"] = .string(label) }
        let flags = node.flags.filter { $0 != .hidden }
        if !flags.isEmpty { properties["flags"] = .array(flags.map { .string($0.rawValue) }) }
        if case .table = node.content {
            properties["rowsTop"] = .points(rowsTop(of: node))
        }
        return properties
    }

    /// The top edge of the first kept row or section header, in points.
    static func rowsTop(of table: RenderNode) -> Double {
        for child in table.children {
            switch child.content {
            case .row(let row): return row.top
            case .section(_, _, let top): return top
            default: continue
            }
        }
        return 0
    }

    /// The kind's properties by wire name; unset optionals are left out.
    static func properties(of content: RenderNode.Content) -> [String: WireValue] {
        var properties: [String: WireValue] = [:]
        func set(_ name: String, _ value: String?) { if let value { properties[name] = .string(value) } }
        switch content {
        case .window(let sizeClass, let height):
            set("sizeClass", sizeClass.rawValue)
            properties["height"] = .points(height)
        case .pane(let role):
            set("role", role.rawValue)
        case .navigationBar(let title), .screen(let title):
            set("title", title)
        case .backButton(let title), .alertAction(let title):
            set("title", title)
        case .barButton(let title, let symbol, let placement):
            set("title", title)
            set("symbol", symbol)
            set("placement", placement.rawValue)
        case .stack(let axis, let spacing):
            set("axis", axis == .horizontal ? "horizontal" : "vertical")
            properties["spacing"] = .points(spacing)
        case .label(let text, let textStyle):
            set("text", text)
            set("textStyle", textStyle.rawValue)
        case .button(let title, let image):
            set("title", title)
            if let image { properties["image"] = wire(image) }
        case .textField(let text, let placeholder), .searchBar(let text, let placeholder):
            set("text", text)
            set("placeholder", placeholder)
        case .slider(let value, let minimum, let maximum):
            properties["value"] = .number(value)
            properties["minimumValue"] = .number(minimum)
            properties["maximumValue"] = .number(maximum)
        case .progress(let progress):
            properties["progress"] = .number(progress)
        case .toggle(let isOn):
            properties["isOn"] = .bool(isOn)
        case .segment(let title, let image, let index):
            set("title", title)
            if let image { properties["image"] = wire(image) }
            properties["index"] = .integer(index)
        case .image(let image):
            if let image { properties["image"] = wire(image) }
        case .spacer(let minimumLength):
            properties["minimumLength"] = .points(minimumLength)
        case .table(let metrics):
            properties["rowCount"] = .integer(metrics.rowCount)
            properties["firstVisibleRow"] = .integer(metrics.firstVisibleRow)
            properties["visibleRowCount"] = .integer(metrics.visibleRowCount)
            properties["contentOffset"] = .points(metrics.contentOffset)
            properties["viewportHeight"] = .points(metrics.viewportHeight)
            properties["contentHeight"] = .points(metrics.contentHeight)
        case .section(let title, let section, _):
            set("title", title)
            properties["section"] = .integer(section)
        case .row(let row):
            set("text", row.text)
            set("detailText", row.detailText)
            set("accessory", accessoryName(row.accessory))
        case .alert(let title, let message):
            set("title", title)
            set("message", message)
        case .map(let region, let annotations):
            properties["region"] = .object([
                "latitude": .number(region.center.latitude), "longitude": .number(region.center.longitude),
                "latitudeDelta": .number(region.latitudeDelta), "longitudeDelta": .number(region.longitudeDelta),
            ])
            properties["annotations"] = .array(annotations.map(wire))
        case .split, .navigation, .modal, .view, .activity, .segmented, .refresh:
            break
        }
        return properties
    }

    private static func wire(_ image: Image) -> WireValue {
        switch image {
        case .symbol(let name): .object(["symbol": .string(name)])
        case .emoji(let text): .object(["emoji": .string(text)])
        }
    }

    private static func wire(_ annotation: MapAnnotation) -> WireValue {
        .object([
            "id": .string(annotation.id), "title": .string(annotation.title),
            "latitude": .number(annotation.coordinate.latitude), "longitude": .number(annotation.coordinate.longitude),
            "image": wire(annotation.image),
        ])
    }

    private static func accessoryName(_ accessory: TableViewCell.AccessoryType) -> String? {
        switch accessory {
        case .none: nil
        case .disclosureIndicator: "disclosureIndicator"
        case .checkmark: "checkmark"
        case .detailButton: "detailButton"
        }
    }
}
