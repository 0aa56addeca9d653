public import Foundation
import RecordingsCore

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

    /// The item's row text in a folder ("📁  Child 1", "🔊  Recording 1").
    var rowText: String {
        if case .folder = self {
            RecordingsStrings.rowText(name: name, isFolder: true)
        } else {
            RecordingsStrings.rowText(name: name, isFolder: false)
        }
    }
}
