/// The stable identity of one element of the interface: a view, a bar button item, an alert action or a
/// view controller.
///
/// Identities are unique within the process and never reused, so hosts can key patches by them and
/// automation can name an element across renders.
public struct ElementID: Hashable, Comparable, Sendable, Codable, CustomStringConvertible {
    /// The numeric value, unique in the process.
    public let rawValue: Int

    /// Creates an identity from a number received from a host; it names an element only if one has it.
    public init(rawValue: Int) { self.rawValue = rawValue }

    public init(from decoder: any Decoder) throws {
        rawValue = try decoder.singleValueContainer().decode(Int.self)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.singleValueContainer()
        try container.encode(rawValue)
    }

    public static func < (lhs: ElementID, rhs: ElementID) -> Bool { lhs.rawValue < rhs.rawValue }

    public var description: String { "#\(rawValue)" }

    @MainActor private static var counter = 0

    /// A new identity, never handed out before.
    @MainActor static func next() -> ElementID {
        counter += 1
        return ElementID(rawValue: counter)
    }
}
