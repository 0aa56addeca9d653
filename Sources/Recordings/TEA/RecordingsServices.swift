public import Foundation
public import RecordingsCore
public import Services

/// What the TEA app's commands and subscriptions act on: the library and the audio backend. The app
/// delegate registers one in each driver's environment; commands find it in their context.
@MainActor
public final class RecordingsServices {
    /// The library.
    public let store: Store
    /// Makes players and recorders.
    public let audio: any AudioBackend

    /// Creates the services.
    public init(store: Store, audio: any AudioBackend) {
        self.store = store
        self.audio = audio
    }

    /// The item with `uuid` anywhere in the library.
    ///
    /// - Complexity: O(*n*) for *n* items.
    public func item(withUUID uuid: UUID) -> Item? {
        Self.find(uuid, in: store.rootFolder)
    }

    private static func find(_ uuid: UUID, in folder: Folder) -> Item? {
        if folder.uuid == uuid { return folder }
        for item in folder.contents {
            if item.uuid == uuid { return item }
            if let child = item as? Folder, let found = find(uuid, in: child) { return found }
        }
        return nil
    }

    /// The folder with `uuid`, or the root when it is gone (a recording made in a folder deleted
    /// meanwhile is kept, as the other patterns keep it).
    public func folderOrRoot(_ uuid: UUID) -> Folder {
        item(withUUID: uuid) as? Folder ?? store.rootFolder
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
