/// A property value as the wire carries it: the JSON values the node properties use.
///
/// Equality is JSON's: a whole number equals the same number written with a fraction (`2 == 2.0`), since
/// JSON does not tell them apart.
public enum WireValue: Equatable, Sendable {
    /// A string.
    case string(String)
    /// A number (floating point).
    case number(Double)
    /// A whole number.
    case integer(Int)
    /// A boolean.
    case bool(Bool)
    /// An array.
    case array([WireValue])
    /// An object, keyed by name.
    case object([String: WireValue])
}

extension WireValue {
    public static func == (lhs: WireValue, rhs: WireValue) -> Bool {
        switch (lhs, rhs) {
        case (.string(let a), .string(let b)): a == b
        case (.bool(let a), .bool(let b)): a == b
        case (.integer(let a), .integer(let b)): a == b
        case (.number(let a), .number(let b)): a == b
        case (.integer(let a), .number(let b)), (.number(let b), .integer(let a)): Double(a) == b
        case (.array(let a), .array(let b)): a == b
        case (.object(let a), .object(let b)): a == b
        default: false
        }
    }
}

extension WireValue: Codable {
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int.self) {
            self = .integer(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([WireValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: WireValue].self))
        }
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        switch self {
        case .string(let value): try container.encode(value)
        case .number(let value): try container.encode(value)
        case .integer(let value): try container.encode(value)
        case .bool(let value): try container.encode(value)
        case .array(let value): try container.encode(value)
        case .object(let value): try container.encode(value)
        }
    }
}

extension WireValue {
    /// A whole number of points is sent as an integer, so `44` never travels as `44.0` and a number that
    /// round-trips through JSON compares equal to the one sent.
    static func points(_ value: Double) -> WireValue {
        if value.isFinite, value.rounded() == value, abs(value) < 1e15 { return .integer(Int(value)) }
        return .number(value.isFinite ? value : 0)
    }
}
