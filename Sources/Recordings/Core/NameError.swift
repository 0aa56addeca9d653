/// Why a folder or recording name was refused; ``description`` is a message to show the person.
public enum NameError: Error, Hashable, Sendable, CustomStringConvertible {
    /// The name is empty or contains only whitespace.
    case empty
    /// The name has `length` characters, more than `limit`.
    case tooLong(length: Int, limit: Int)
    /// The name holds a control character (a line break, a tab, a NUL): names are one line of text, and
    /// PostgreSQL cannot store a NUL at all.
    case controlCharacter

    public var description: String {
        switch self {
        case .empty:
            return "A name can't be empty. Type at least one letter or digit."
        case .tooLong(let length, let limit):
            return "A name can't be longer than \(limit) characters; this one has \(length). Shorten it."
        case .controlCharacter:
            return "A name must be one line of text, without tabs or other control characters. Retype it."
        }
    }
}
