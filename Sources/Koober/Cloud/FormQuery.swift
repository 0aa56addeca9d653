import Foundation

/// A URL's query read as a form (`application/x-www-form-urlencoded`): `+` is a space and `%XX` a byte
/// of UTF-8, so a search for "Rock & Roll + Co" that the client encodes reaches the route whole.
struct FormQuery: Sendable, Equatable {
    /// The first value of each name.
    private(set) var values: [String: String] = [:]

    /// Reads `query` (the part after `?`, still encoded; nil for none).
    ///
    /// - Throws: a `400` refusal for an escape that is not `%` and two hexadecimal digits of UTF-8.
    init(_ query: String?) throws(KooberCloudRefusal) {
        for pair in (query ?? "").split(separator: "&", omittingEmptySubsequences: true) {
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = try Self.decode(parts[0])
            let value = try parts.count > 1 ? Self.decode(parts[1]) : ""
            if values[name] == nil { values[name] = value }
        }
    }

    /// The value of `name`, if the query has it.
    subscript(name: String) -> String? { values[name] }

    private static func decode(_ text: Substring) throws(KooberCloudRefusal) -> String {
        guard let decoded = text.replacingOccurrences(of: "+", with: " ").removingPercentEncoding else {
            throw .malformed("The query is not URL-encoded UTF-8 (\(text)): encode each value with percent escapes.")
        }
        return decoded
    }
}
