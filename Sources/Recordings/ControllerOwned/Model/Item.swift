public import Foundation
import RecordingsCore
public import RecordingsRemote

/// One row of a folder: a folder or a recording (the controller-owned variant's `Item`).
public enum Item: Equatable, Sendable {
    /// A folder, unloaded until its screen asks.
    case folder(Folder)
    /// A recording.
    case recording(Recording)

    /// The item's identity (the book's `uid`).
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

    /// Whether it is a folder.
    public var isFolder: Bool {
        if case .folder = self { return true }
        return false
    }

    /// The row's text: "📁  Name" or "🔊  Name", as every pattern shows it.
    public var rowText: String { RecordingsStrings.rowText(name: name, isFolder: isFolder) }

    /// The item a listing's entry in the folder at `path` stands for.
    public init(_ entry: RemoteItem, in path: [UUID]) {
        self =
            entry.isFolder
            ? .folder(Folder(uuid: entry.uuid, name: entry.name, path: path + [entry.uuid]))
            : .recording(Recording(uuid: entry.uuid, name: entry.name, parentPath: path))
    }

    /// The change object that describes the item to the server.
    func changeObject(audio: Data? = nil) -> ChangeObject {
        ChangeObject(name: name, uuid: uuid, isFolder: isFolder, fileDataKey: audio?.base64EncodedString())
    }
}
