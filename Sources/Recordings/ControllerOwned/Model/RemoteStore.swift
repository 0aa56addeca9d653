public import Foundation
import RecordingsCore
public import RecordingsRemote
public import Services

/// The requests of the controller-owned variant, as values (the book's `store.contents(of:)` and
/// `store.change(_:item:)`). Not a model layer: it owns no data; the controllers that make the requests
/// own what comes back (the book's "network service").
public struct RemoteStore: Sendable {
    /// The server.
    public let server: RemoteLibrary

    /// Creates the requests for `server`.
    public init(server: RemoteLibrary) {
        self.server = server
    }

    /// The server's root folder, with its UUID.
    public var root: Resource<Folder> {
        server.rootUUID.map { uuid in Folder(uuid: uuid, name: "", path: [uuid]) }
    }

    /// The contents of `folder`, by name; nil when the server no longer has the folder.
    public func contents(of folder: Folder) -> Resource<[Item]?> {
        let path = folder.path
        return server.contents(at: path).map { (entries: [RemoteItem]?) -> [Item]?? in
            .some(entries.map { entries in entries.map { Item($0, in: path) } })
        }
    }

    /// Creates, renames or deletes `item` in the folder at `parentPath`.
    public func change(
        _ kind: ChangeKind, item: Item, in parentPath: [UUID], audio: Data? = nil
    ) -> Resource<ChangeOutcome> {
        server.change(kind, item.changeObject(audio: audio), parentPath: parentPath)
    }

    /// A recording's audio.
    public func audio(of recording: Recording) -> Resource<Data> {
        server.stream(recording.uuid)
    }
}
