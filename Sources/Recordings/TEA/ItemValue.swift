public import Foundation

/// A folder or a recording as a value (the book's TEA `Item` enum).
public enum ItemValue: Codable, Hashable, Sendable {
    /// A folder.
    case folder(FolderValue)
    /// A recording.
    case recording(RecordingValue)

    /// The item's identity.
    public var uuid: UUID {
        switch self {
        case .folder(let folder): folder.uuid
        case .recording(let recording): recording.uuid
        }
    }

    /// The item's name.
    public var name: String {
        switch self {
        case .folder(let folder): folder.name
        case .recording(let recording): recording.name
        }
    }
}
