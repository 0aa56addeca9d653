import Foundation

/// Validates the name of a new item: the article's stated intent is that nothing is added when no name
/// was typed (its code only checks for nil, which an empty field never is), so empty and
/// whitespace-only names are refused with a reason a person can read.
public enum ItemName {
    /// The longest name accepted, in Unicode scalars (code points), so that a character built of
    /// thousands of combining marks cannot make a huge name.
    public static let maximumLength = 500

    /// Why a name was refused.
    public enum Problem: Error, Equatable, Sendable, CustomStringConvertible {
        /// Nothing but spaces was typed.
        case empty
        /// The name is longer than ``ItemName/maximumLength``.
        case tooLong(Int)

        public var description: String {
            switch self {
            case .empty: "Type a name for the item to save it."
            case .tooLong(let length):
                "The name is \(length) characters long; keep it to \(ItemName.maximumLength) or fewer."
            }
        }
    }

    /// The trimmed name, or the problem with it.
    public static func validate(_ text: String) -> Result<String, Problem> {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        guard !trimmed.isEmpty else { return .failure(.empty) }
        let length = trimmed.unicodeScalars.count
        guard length <= maximumLength else { return .failure(.tooLong(length)) }
        return .success(trimmed)
    }
}
