public import Foundation

/// The JSON every ``StateInspector`` writes, written one way: the states an inspection carries, the file
/// ``StateInspector/exportState()`` makes, and the errors for a file ``StateInspector/loadState(_:)``
/// cannot read.
extension StateInspection {
    /// `value` as compact JSON with sorted keys and unescaped slashes, as an inspection carries a state;
    /// when `value` cannot be encoded, a JSON string saying why, so the page still has JSON to draw.
    public static func json(_ value: some Encodable) -> String {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        do {
            return String(decoding: try encoder.encode(value), as: UTF8.self)
        } catch {
            return quoted("not encodable: \(error)")
        }
    }

    /// The state file of ``StateInspector/exportState()``: `snapshot` (`{"document": …, "viewState": …}`)
    /// pretty-printed with sorted keys.
    public static func stateFile(_ snapshot: some Encodable) throws(StateInspectionError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes]
        do {
            return try encoder.encode(snapshot)
        } catch {
            throw .unencodable(String(describing: error))
        }
    }

    /// Where and why `JSONDecoder` failed, for a message: `missing "key" at a.b`, `expected Int at a.b`,
    /// or the decoder's own words with the path.
    public static func describeDecodingFailure(_ error: any Error) -> String {
        guard let error = error as? DecodingError else { return String(describing: error) }
        switch error {
        case .keyNotFound(let key, let context):
            return "missing \"\(key.stringValue)\" at \(path(context.codingPath))"
        case .typeMismatch(let type, let context), .valueNotFound(let type, let context):
            return "expected \(type) at \(path(context.codingPath))"
        case .dataCorrupted(let context):
            return "\(context.debugDescription) at \(path(context.codingPath))"
        @unknown default:
            return String(describing: error)
        }
    }

    private static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.isEmpty ? "the top level" : codingPath.map(\.stringValue).joined(separator: ".")
    }

    /// `text` as a JSON string literal.
    private static func quoted(_ text: String) -> String {
        var result = "\""
        for scalar in text.unicodeScalars {
            switch scalar {
            case "\"": result += "\\\""
            case "\\": result += "\\\\"
            case _ where scalar.value < 0x20: result += String(format: "\\u%04x", scalar.value)
            default: result.unicodeScalars.append(scalar)
            }
        }
        return result + "\""
    }
}
