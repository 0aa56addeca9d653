import ViewKit
import WebHost

/// Reading a tab's tree by property name, as the browser client does.
extension WireNode {
    /// The string property `name`.
    func string(_ name: String) -> String? {
        if case .string(let value)? = properties[name] { value } else { nil }
    }

    /// The number property `name`, whole or not.
    func number(_ name: String) -> Double? {
        switch properties[name] {
        case .integer(let value)?: Double(value)
        case .number(let value)?: value
        default: nil
        }
    }

    /// Whether the node has the flag `flag`.
    func has(_ flag: RenderNode.Flag) -> Bool { flags.contains(flag.rawValue) }

    /// The text a person reads on it: a title, or a label's, row's or field's text.
    var displayText: String? { string("title") ?? string("text") }

    /// Calls `body` for this node and every descendant, depth first.
    func forEach(_ body: (WireNode) -> Void) {
        body(self)
        for child in children { child.forEach(body) }
    }
}
