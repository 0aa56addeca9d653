/// Why the encrypted session store could not open or save the session; each says what to do.
public enum EncryptedSessionError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The key file is gone, so the sealed session cannot be opened.
    case keyMissing(String)
    /// The key file cannot be read or is not a key.
    case keyUnreadable(String, String)
    /// The sealed session does not open with the key: another key, or the file was changed.
    case cannotOpen

    public var description: String {
        switch self {
        case .keyMissing(let name): "its key \(name) is missing"
        case .keyUnreadable(let name, let reason):
            "its key \(name) cannot be used (\(reason)); delete \(name) and sign in again"
        case .cannotOpen: "it does not open with the stored key: another key, or the file was changed"
        }
    }
}
