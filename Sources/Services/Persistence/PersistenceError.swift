/// Why a document could not be read, written or locked; every message says what to do next.
public struct PersistenceError: Error, Equatable, CustomStringConvertible {
    /// What went wrong, as a closed set with the paths involved.
    public enum Code: Equatable, Sendable {
        /// Another process holds the document's lock.
        case locked(path: String, holder: String?)
        /// The file could not be written (disk full, permissions, a folder in the way).
        case writeFailed(path: String, reason: String)
        /// The file could not be read although it exists.
        case readFailed(path: String, reason: String)
        /// The data directory could not be created.
        case directoryUnavailable(path: String, reason: String)
    }

    /// The specific failure.
    public let code: Code

    /// Creates an error for `code`.
    public init(_ code: Code) { self.code = code }

    public var description: String {
        switch code {
        case .locked(let path, let holder):
            let who = holder.map { " (held by \($0))" } ?? ""
            return "\(path) is open in another apparch process\(who). Quit that process, or pass a different "
                + "--data-dir."
        case .writeFailed(let path, let reason):
            return "Could not save \(path): \(reason). Check free space and permissions; nothing was overwritten."
        case .readFailed(let path, let reason):
            return "Could not read \(path): \(reason). Check its permissions."
        case .directoryUnavailable(let path, let reason):
            return "Could not create the data directory \(path): \(reason). Pass a writable --data-dir."
        }
    }
}
