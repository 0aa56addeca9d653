public import Foundation

/// One entry of the to-do list: a name, when it was created, and whether it is done.
///
/// The model type owns its conversion to and from other representations (the article's rule 2): the
/// ``Keys`` enum names the archive keys in one place, so a typo cannot slip into one of two call sites.
/// It does not know where or how it is stored; ``StateController`` decides that.
///
/// NB: the article makes `ToDoItem` an `NSObject` class because `NSCoding` needs one, and its table
/// delegate flips `completed` on a shared reference. Here it is a value with `Codable`, and toggling is an
/// intent method of the state controller, which also follows the article's "intent methods" rule.
public struct ToDoItem: Equatable, Sendable, Codable {
    /// The archive keys.
    public enum Keys: String, CodingKey {
        case name, completed, creationDate
    }

    /// The item's name, as the person typed it (trimmed).
    public let name: String
    /// When the item was created; stored but, as in the article, never shown.
    public let creationDate: Date
    /// Whether the item is done.
    public var completed: Bool

    /// Creates an item.
    public init(name: String, completed: Bool, creationDate: Date) {
        self.name = name
        self.completed = completed
        self.creationDate = creationDate
    }

    public init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: Keys.self)
        name = try container.decode(String.self, forKey: .name)
        completed = try container.decode(Bool.self, forKey: .completed)
        creationDate = try container.decode(Date.self, forKey: .creationDate)
    }

    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: Keys.self)
        try container.encode(name, forKey: .name)
        try container.encode(completed, forKey: .completed)
        try container.encode(creationDate, forKey: .creationDate)
    }
}
