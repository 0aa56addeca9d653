public import Foundation
public import RecordingsCore

/// A folder or a recording as a value (the book's TEA `Item` enum).
public enum ItemValue: Codable, Hashable, Sendable {
    /// A folder.
    case folder(FolderValue)
    /// A recording.
    case recording(RecordingValue)

    /// A snapshot of `item` (and, for a folder, its whole subtree).
    @MainActor
    public init(_ item: Item) {
        if let folder = item as? Folder {
            self = .folder(FolderValue(folder))
        } else {
            self = .recording(RecordingValue(name: item.name, uuid: item.uuid))
        }
    }

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

    /// Whether the item is a folder.
    public var isFolder: Bool {
        if case .folder = self { true } else { false }
    }

    /// Whether the item's row looks the same as `other`'s: the same kind and name (what changed inside a
    /// folder does not show in its row).
    func hasSameRow(as other: ItemValue) -> Bool {
        isFolder == other.isFolder && name == other.name
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
