public import Foundation
public import RecordingsCore
public import Services
public import TEA

/// What the TEA app's commands and subscriptions act on, by name and type: the library's store, the
/// audio backend, the clock, and the HTTP transport for request commands. The app delegate hands one to
/// each window's driver; commands find it in their context.
@MainActor
public struct RecordingsClients: HTTPEnvironment {
    /// The library, with its store.
    public let library: RecordingsLibrary
    /// The transport of request commands.
    public let transport: any HTTPTransport

    /// Creates the clients of `library`.
    public init(library: RecordingsLibrary, transport: any HTTPTransport = URLSessionTransport()) {
        self.library = library
        self.transport = transport
    }

    /// The library's store.
    public var store: Store { library.store }
    /// Makes players and recorders.
    public var audio: any AudioBackend { library.audio }
    /// The run loop.
    public var clock: any Clock { library.clock }

    /// The folder with `uuid` (last seen named `name`), or the root when it is gone (a recording made in a
    /// folder deleted meanwhile is kept, as the other patterns keep it).
    public func folderOrRoot(_ uuid: UUID, named name: String) -> Folder {
        item(withUUID: uuid, named: name) as? Folder ?? store.rootFolder
    }

    /// The library's item with `uuid`, last seen named `name` (the book's `Store.item(uuid:)`).
    ///
    /// A folder's contents are sorted by name, so the item is looked for by binary search in each folder
    /// before the search goes down into that folder's subfolders: an item of the root whose snapshot
    /// name is current costs O(log *n*) in a root of *n* items, where a walk of the library costs
    /// O(*total*). An item renamed since the snapshot is found by that walk
    /// (`RecordingsLibrary.item(withUUID:)`).
    public func item(withUUID uuid: UUID, named name: String) -> Item? {
        Self.find(uuid, named: name, in: store.rootFolder) ?? library.item(withUUID: uuid)
    }

    private static func find(_ uuid: UUID, named name: String, in folder: Folder) -> Item? {
        if folder.uuid == uuid { return folder }
        let contents = folder.contents
        if let index = contents.sortedIndex(ofUUID: uuid, named: name, uuidOf: \.uuid, nameOf: \.name) {
            return contents[index]
        }
        for case let child as Folder in contents {
            if let found = find(uuid, named: name, in: child) { return found }
        }
        return nil
    }

    /// Where a new recording with `uuid` records: its audio file in the library.
    public func recordingURL(for uuid: UUID) -> URL? {
        store.fileURL(for: Recording(name: "", uuid: uuid))
    }

    /// The recording whose audio is at `url`: files are named after recordings' UUIDs, so the URL carries
    /// the identity; nil for the shared placeholder of an in-memory library.
    public nonisolated static func recordingUUID(of url: URL) -> UUID? {
        UUID(uuidString: url.deletingPathExtension().lastPathComponent)
    }

    /// Deletes the audio at `url`, unless it is an in-memory library's placeholder.
    public func discardAudio(at url: URL) {
        guard let uuid = Self.recordingUUID(of: url) else { return }
        store.removeFile(for: Recording(name: "", uuid: uuid))
    }
}
