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

    /// The folder with `uuid`, or the root when it is gone (a recording made in a folder deleted
    /// meanwhile is kept, as the other patterns keep it).
    public func folderOrRoot(_ uuid: UUID) -> Folder {
        library.item(withUUID: uuid) as? Folder ?? store.rootFolder
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
