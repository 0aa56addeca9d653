/// Why a ``StateInspector`` could not export a state or refused to load one; the message says what to do.
///
/// A refused load changes nothing, and every message says so.
public enum StateInspectionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The data is not JSON, or not an object with a `document` and/or a `viewState` (the detail says
    /// what was found).
    case malformed(String)
    /// A part is JSON, but not a state of this app: the store's own message, naming the part and the
    /// field.
    case incompatible(String)
    /// The app does not load this part from an inspector (the reason says why and what can be loaded).
    case notLoadable(String)
    /// A state could not be written as JSON.
    case unencodable(String)

    public var description: String {
        switch self {
        case .malformed(let detail):
            "The state could not be read (\(detail)); nothing changed. Load a file the inspector's Export "
                + #"wrote: a JSON object with "document" and/or "viewState"."#
        case .incompatible(let message):
            message
        case .notLoadable(let reason):
            reason
        case .unencodable(let detail):
            "The state could not be written as JSON (\(detail))."
        }
    }
}

extension StateInspectionError {
    /// The error for a state file that `JSONDecoder` could not read as an object of the inspector's
    /// parts: it is not a JSON object, or not JSON at all.
    public init(unreadableStateFile error: any Error) {
        switch error {
        case DecodingError.typeMismatch: self = .malformed("it is not a JSON object")
        case DecodingError.dataCorrupted(let context): self = .malformed(context.debugDescription)
        default: self = .malformed(String(describing: error))
        }
    }
}
