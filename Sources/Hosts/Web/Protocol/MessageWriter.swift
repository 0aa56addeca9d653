import ViewKit

/// Writes a ``ServerMessage`` as JSON text straight into one string: the hot path of a tab update, without
/// Foundation's `JSONEncoder`, its intermediate tree of values or the copy from `Data` to `String`.
///
/// The text is the one `JSONEncoder` (with `.withoutEscapingSlashes`) writes for the same message, up to
/// the order of keys: the same names, values and nesting, so ``ServerMessage``'s `Encodable` conformance
/// and `PROTOCOL.md` stay the reference. Object keys are written in a fixed order (a node's properties and
/// an object's keys sorted by name), so a message has one text.
struct MessageWriter {
    /// A number JSON cannot carry (not finite).
    struct NonFiniteNumber: Error {}

    private(set) var text = ""

    /// The JSON text of `message`.
    ///
    /// - Throws: ``NonFiniteNumber`` when the message holds a number that is not finite.
    static func text(of message: ServerMessage) throws(NonFiniteNumber) -> String {
        var writer = MessageWriter()
        writer.text.reserveCapacity(256)
        try writer.write(message)
        return writer.text
    }

    private mutating func write(_ message: ServerMessage) throws(NonFiniteNumber) {
        switch message {
        case .welcome(let token, let title, let tree, let resumed):
            text += #"{"type":"welcome","protocol":"#
            integer(ServerMessage.protocolVersion)
            key("token", first: false)
            string(token)
            key("title", first: false)
            string(title)
            key("resumed", first: false)
            text += resumed ? "true" : "false"
            key("tree", first: false)
            try node(tree)
            text += "}"
        case .patch(let sequence, let patches):
            text += #"{"type":"patch","sequence":"#
            integer(sequence)
            text += #","patches":["#
            for (index, patch) in patches.enumerated() {
                if index > 0 { text += "," }
                try write(patch)
            }
            text += "]}"
        case .error(let message):
            text += #"{"type":"error","message":"#
            string(message)
            text += "}"
        case .player(let id, let command, let source, let time):
            text += #"{"type":"player","id":"#
            integer(id)
            key("command", first: false)
            string(command.rawValue)
            if let source {
                key("source", first: false)
                string(source)
            }
            key("time", first: false)
            try number(time)
            text += "}"
        case .recorder(let id, let command, let upload):
            text += #"{"type":"recorder","id":"#
            integer(id)
            key("command", first: false)
            string(command.rawValue)
            if let upload {
                key("upload", first: false)
                string(upload)
            }
            text += "}"
        case .shutdown(let message):
            text += #"{"type":"shutdown","message":"#
            string(message)
            text += "}"
        case .synced(let id):
            text += #"{"type":"synced","id":"#
            integer(id)
            text += "}"
        }
    }

    private mutating func write(_ patch: RenderPatch) throws(NonFiniteNumber) {
        switch patch {
        case .update(let id, let changes):
            text += #"{"op":"set","id":"#
            integer(id.rawValue)
            try props(changes)
        case .reuse(let id, let newID, let changes):
            text += #"{"op":"reuse","id":"#
            integer(id.rawValue)
            text += #","newId":"#
            integer(newID.rawValue)
            try props(changes)
        case .children(let id, let removed, let placed):
            text += #"{"op":"list","id":"#
            integer(id.rawValue)
            text += #","remove":["#
            for (index, child) in removed.enumerated() {
                if index > 0 { text += "," }
                integer(child.rawValue)
            }
            text += #"],"place":["#
            for (index, placement) in placed.enumerated() {
                if index > 0 { text += "," }
                text += #"{"at":"#
                integer(placement.index)
                text += #","id":"#
                integer(placement.id.rawValue)
                if let node = placement.node {
                    text += #","node":"#
                    try self.node(node)
                }
                text += "}"
            }
            text += "]}"
        case .replace(let node):
            text += #"{"op":"replace","node":"#
            try self.node(node)
            text += "}"
        }
    }

    /// Writes `,"props":{…}}`: the changes by name, `null` for a cleared property, and the patch's closing brace.
    private mutating func props(_ changes: [PropertyChange]) throws(NonFiniteNumber) {
        text += #","props":{"#
        for (index, change) in changes.enumerated() {
            key(change.name, first: index == 0)
            if let value = change.value { try self.value(value) } else { text += "null" }
        }
        text += "}}"
    }

    private mutating func node(_ node: WireNode) throws(NonFiniteNumber) {
        text += #"{"id":"#
        integer(node.id.rawValue)
        text += #","kind":""#
        text += node.kind.rawValue
        text += "\""
        for name in node.properties.keys.sorted() {
            guard let value = node.properties[name] else { continue }
            key(name, first: false)
            try self.value(value)
        }
        if !node.children.isEmpty {
            text += #","children":["#
            for (index, child) in node.children.enumerated() {
                if index > 0 { text += "," }
                try self.node(child)
            }
            text += "]"
        }
        text += "}"
    }

    private mutating func value(_ value: WireValue) throws(NonFiniteNumber) {
        switch value {
        case .string(let string): self.string(string)
        case .number(let number): try self.number(number)
        case .integer(let integer): self.integer(integer)
        case .bool(let bool): text += bool ? "true" : "false"
        case .array(let values):
            text += "["
            for (index, element) in values.enumerated() {
                if index > 0 { text += "," }
                try self.value(element)
            }
            text += "]"
        case .object(let object):
            text += "{"
            for (index, name) in object.keys.sorted().enumerated() {
                guard let element = object[name] else { continue }
                key(name, first: index == 0)
                try self.value(element)
            }
            text += "}"
        }
    }

    /// Writes `"name":`, after a comma unless it is the object's first key.
    private mutating func key(_ name: String, first: Bool) {
        if !first { text += "," }
        string(name)
        text += ":"
    }

    private mutating func integer(_ value: Int) {
        text += String(value)
    }

    /// A finite number as `JSONEncoder` writes it: the shortest text that reads back as the same value,
    /// without a trailing `.0`.
    private mutating func number(_ value: Double) throws(NonFiniteNumber) {
        guard value.isFinite else { throw NonFiniteNumber() }
        let description = value.description
        text += description.hasSuffix(".0") ? description.dropLast(2) : Substring(description)
    }

    /// A JSON string: quotes, backslashes and control characters escaped; slashes and everything else as
    /// they are.
    private mutating func string(_ value: String) {
        text += "\""
        let utf8 = value.utf8
        guard utf8.contains(where: { $0 < 0x20 || $0 == 0x22 || $0 == 0x5C }) else {
            text += value
            text += "\""
            return
        }
        for scalar in value.unicodeScalars {
            switch scalar {
            case "\"": text += "\\\""
            case "\\": text += "\\\\"
            case "\n": text += "\\n"
            case "\r": text += "\\r"
            case "\t": text += "\\t"
            case "\u{8}": text += "\\b"
            case "\u{C}": text += "\\f"
            case let scalar where scalar.value < 0x20:
                let hex = String(scalar.value, radix: 16)
                text += "\\u" + String(repeating: "0", count: 4 - hex.count) + hex
            default: text.unicodeScalars.append(scalar)
            }
        }
        text += "\""
    }
}
