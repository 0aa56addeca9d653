public import Foundation
public import MAVB
public import RecordingsCore

/// The view state of one folder screen (the sample's `FolderState(folderUuid:)`): the folder it shows,
/// and the row a person selected (a `TempVar`: not persisted, consumed by the split view's bindings).
@MainActor
public final class FolderState: StateContainer {
    /// The folder shown.
    public let folderUuid: UUID
    /// The row selected last.
    public let selection = TempVar<TableRow<DocumentItem>>()

    /// The state of a screen showing folder `folderUuid`.
    public nonisolated init(folderUuid: UUID) {
        self.folderUuid = folderUuid
    }

    public var childValues: [any StateContainer] { [selection] }

    private enum CodingKeys: String, CodingKey { case folderUuid }

    public nonisolated convenience init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        let uuid = try container.decode(UUID.self, forKey: .folderUuid)
        self.init(folderUuid: uuid)
    }

    public nonisolated func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encode(folderUuid, forKey: .folderUuid)
    }
}
