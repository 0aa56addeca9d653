public import Foundation

/// One clock of the document: a tz database zone under a name the person chose (the article's
/// `Timezone`).
public struct Timezone: Codable, Equatable, Sendable {
    /// The timezone's identity, stable across renames.
    public let uuid: UUID
    /// The tz database identifier ("Australia/Melbourne").
    public let identifier: String
    /// The name shown in the list and the detail.
    public var name: String

    /// Creates a timezone.
    public init(uuid: UUID, identifier: String, name: String) {
        self.uuid = uuid
        self.identifier = identifier
        self.name = name
    }

    /// The name a newly added timezone gets: the identifier's last component with underscores as spaces
    /// ("Australia/Melbourne" → "Melbourne", "Africa/Addis_Ababa" → "Addis Ababa",
    /// "America/Argentina/Buenos_Aires" → "Buenos Aires"). The article's log implies this rule.
    public static func defaultName(for identifier: String) -> String {
        let last = identifier.split(separator: "/").last.map(String.init) ?? identifier
        let name = last.replacingOccurrences(of: "_", with: " ")
        return name.isEmpty ? identifier : name
    }
}
