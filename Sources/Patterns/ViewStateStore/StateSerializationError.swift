internal import Inspection

/// Why a state could not be written as JSON, or a JSON state could not be loaded.
public struct StateSerializationError: Error, Equatable, CustomStringConvertible {
    /// What went wrong.
    public enum Reason: Equatable, Sendable {
        /// The data is not JSON at all.
        case malformed(String)
        /// The data is JSON, but not a state of this store (a missing field, a wrong type, an older format).
        case incompatible(String)
        /// The state could not be encoded.
        case unencodable(String)
    }

    /// What went wrong.
    public let reason: Reason
    /// The store's name ("Document", "ViewState").
    public let storeName: String

    public init(_ reason: Reason, storeName: String) {
        self.reason = reason
        self.storeName = storeName
    }

    /// The error for a failure of `JSONDecoder` reading a state of the store `storeName`: malformed when
    /// the data is not JSON, incompatible (naming the field) when it is JSON of another shape.
    init(decoding error: any Error, storeName: String) {
        switch error {
        case DecodingError.dataCorrupted(let context) where context.codingPath.isEmpty:
            self.init(.malformed(context.debugDescription), storeName: storeName)
        case let error as DecodingError:
            self.init(.incompatible(StateInspection.describeDecodingFailure(error)), storeName: storeName)
        default:
            self.init(.malformed(String(describing: error)), storeName: storeName)
        }
    }

    public var description: String {
        switch reason {
        case .malformed(let detail):
            "The \(storeName) JSON could not be read (\(detail)); the current state is unchanged. "
                + "Load a state this app wrote (for example one from its log)."
        case .incompatible(let detail):
            "The JSON is not a \(storeName) of this app (\(detail)); the current state is unchanged. "
                + "Load a state written by this version of the app."
        case .unencodable(let detail):
            "The \(storeName) could not be written as JSON (\(detail))."
        }
    }
}
