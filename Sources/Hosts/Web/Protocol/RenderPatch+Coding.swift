import ViewKit

/// The wire format of patches (see `PROTOCOL.md`):
///
/// ```json
/// {"op": "set", "id": 12, "props": {"text": "Buy milk", "detailText": null}}
/// {"op": "list", "id": 7, "remove": [15], "place": [{"at": 0, "id": 21, "node": {...}}, {"at": 3, "id": 9}]}
/// {"op": "replace", "node": {...}}
/// {"op": "reuse", "id": 95, "newId": 121, "props": {"title": "Kickoff"}}
/// ```
///
/// In `props`, `null` clears a property. Nodes use ``WireNode``'s coding.
extension RenderPatch: Codable {
    private enum Keys: String, CodingKey { case op, id, newId, props, remove, place, node }
    private enum PlacementKeys: String, CodingKey { case at, id, node }

    private struct PropertyKey: CodingKey {
        var stringValue: String
        var intValue: Int? { nil }
        init(stringValue: String) { self.stringValue = stringValue }
        init?(intValue: Int) { nil }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        switch self {
        case .update(let id, let changes):
            try container.encode("set", forKey: .op)
            try container.encode(id, forKey: .id)
            try Self.encode(changes, in: &container)
        case .reuse(let id, let newID, let changes):
            try container.encode("reuse", forKey: .op)
            try container.encode(id, forKey: .id)
            try container.encode(newID, forKey: .newId)
            try Self.encode(changes, in: &container)
        case .children(let id, let removed, let placed):
            try container.encode("list", forKey: .op)
            try container.encode(id, forKey: .id)
            try container.encode(removed, forKey: .remove)
            var list = container.nestedUnkeyedContainer(forKey: .place)
            for placement in placed {
                var item = list.nestedContainer(keyedBy: PlacementKeys.self)
                try item.encode(placement.index, forKey: .at)
                try item.encode(placement.id, forKey: .id)
                try item.encodeIfPresent(placement.node, forKey: .node)
            }
        case .replace(let node):
            try container.encode("replace", forKey: .op)
            try container.encode(node, forKey: .node)
        }
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        let op = try container.decode(String.self, forKey: .op)
        switch op {
        case "set":
            self = .update(
                id: try container.decode(ElementID.self, forKey: .id), changes: try Self.changes(in: container))
        case "reuse":
            self = .reuse(
                id: try container.decode(ElementID.self, forKey: .id),
                newID: try container.decode(ElementID.self, forKey: .newId), changes: try Self.changes(in: container))
        case "list":
            let id = try container.decode(ElementID.self, forKey: .id)
            let removed = try container.decode([ElementID].self, forKey: .remove)
            var list = try container.nestedUnkeyedContainer(forKey: .place)
            var placed: [Placement] = []
            while !list.isAtEnd {
                let item = try list.nestedContainer(keyedBy: PlacementKeys.self)
                placed.append(
                    Placement(
                        index: try item.decode(Int.self, forKey: .at), id: try item.decode(ElementID.self, forKey: .id),
                        node: try item.decodeIfPresent(WireNode.self, forKey: .node)))
            }
            self = .children(id: id, removed: removed, placed: placed)
        case "replace":
            self = .replace(try container.decode(WireNode.self, forKey: .node))
        default:
            throw DecodingError.dataCorruptedError(forKey: .op, in: container, debugDescription: "unknown op \(op)")
        }
    }

    /// Writes `changes` as the `props` object: by name, `null` for a cleared property.
    private static func encode(_ changes: [PropertyChange], in container: inout KeyedEncodingContainer<Keys>) throws {
        var props = container.nestedContainer(keyedBy: PropertyKey.self, forKey: .props)
        for change in changes {
            let key = PropertyKey(stringValue: change.name)
            if let value = change.value {
                try props.encode(value, forKey: key)
            } else {
                try props.encodeNil(forKey: key)
            }
        }
    }

    /// The changes in the `props` object, sorted by name.
    private static func changes(in container: KeyedDecodingContainer<Keys>) throws -> [PropertyChange] {
        let props = try container.nestedContainer(keyedBy: PropertyKey.self, forKey: .props)
        var changes: [PropertyChange] = []
        for key in props.allKeys {
            let value = try props.decodeNil(forKey: key) ? nil : try props.decode(WireValue.self, forKey: key)
            changes.append(PropertyChange(key.stringValue, value))
        }
        return changes.sorted { $0.name < $1.name }
    }
}
