public import ViewKit

/// A node of the tree a tab holds: a ``RenderNode`` with its kind's typed properties written out by name,
/// as `PROTOCOL.md` beside this file documents them.
///
/// The typed model lives in ViewKit; this form is what the wire needs: one flat object per node whose
/// property names the client reads directly, compared and patched property by property without knowing
/// the kinds. ``WireTree`` makes it from a render tree.
public struct WireNode: Equatable, Sendable {
    /// The element's identity.
    public var id: ElementID
    /// The element's kind.
    public var kind: RenderNode.Kind
    /// Every property but the identity, kind and children, by wire name: the kind's properties and the
    /// common `identifier`, `label` and `flags`. An absent name is unset.
    public var properties: [String: WireValue]
    /// The contained nodes, in order.
    public var children: [WireNode]

    /// Creates a node.
    public init(
        id: ElementID, kind: RenderNode.Kind, properties: [String: WireValue] = [:], children: [WireNode] = []
    ) {
        self.id = id
        self.kind = kind
        self.properties = properties
        self.children = children
    }

    /// The node's flags, read from ``properties``.
    public var flags: Set<String> {
        guard case .array(let values)? = properties["flags"] else { return [] }
        return Set(values.compactMap { if case .string(let flag) = $0 { flag } else { nil } })
    }

    /// The first node, depth first, for which `predicate` holds.
    public func first(where predicate: (WireNode) -> Bool) -> WireNode? {
        if predicate(self) { return self }
        for child in children {
            if let found = child.first(where: predicate) { return found }
        }
        return nil
    }
}

extension WireNode: Codable {
    private struct Key: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(_ name: String) { stringValue = name }
        init?(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    private static let structural: Set<String> = ["id", "kind", "children"]

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Key.self)
        try container.encode(id, forKey: Key("id"))
        try container.encode(kind, forKey: Key("kind"))
        for name in properties.keys.sorted() {
            try container.encodeIfPresent(properties[name], forKey: Key(name))
        }
        if !children.isEmpty { try container.encode(children, forKey: Key("children")) }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Key.self)
        id = try container.decode(ElementID.self, forKey: Key("id"))
        kind = try container.decode(RenderNode.Kind.self, forKey: Key("kind"))
        children = try container.decodeIfPresent([WireNode].self, forKey: Key("children")) ?? []
        var properties: [String: WireValue] = [:]
        for key in container.allKeys where !Self.structural.contains(key.stringValue) {
            properties[key.stringValue] = try container.decode(WireValue.self, forKey: key)
        }
        self.properties = properties
    }
}
