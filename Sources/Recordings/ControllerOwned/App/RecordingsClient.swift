public import Foundation
import RecordingsCore
public import RecordingsRemote
public import Services

/// What the controller-owned screens reach the server and the audio with: the requests, the web service
/// that sends them, the audio backend and the clock. It owns no data (the book: a network service "is
/// not what we'd call a model layer"); each screen owns what its requests bring back.
@MainActor
public final class RecordingsClient {
    /// The requests.
    public let store: RemoteStore
    /// Sends them and calls back on the clock.
    public let webservice: Webservice
    /// Makes players and recorders.
    public let audio: any AudioBackend
    /// The run loop.
    public let clock: any Clock
    /// Where streamed and recorded audio is kept while the app runs (`<UUID>.wav`, named after its
    /// recording, as hosts address audio files); the files are removed when the app quits: the server
    /// keeps the library.
    public let audioDirectory: URL
    private var audioFiles: Set<URL> = []

    /// Creates the client of `server`, keeping audio in `audioDirectory` while it runs.
    public init(
        server: RemoteLibrary, transport: any HTTPTransport, audio: any AudioBackend, clock: any Clock,
        backgroundWork: BackgroundWork, audioDirectory: URL
    ) {
        store = RemoteStore(server: server)
        webservice = Webservice(transport: transport, clock: clock, backgroundWork: backgroundWork)
        self.audio = audio
        self.clock = clock
        self.audioDirectory = audioDirectory
    }

    /// The file for the audio of recording `uuid` in ``audioDirectory`` (private to the person, like every
    /// file of the app), removed when the app quits.
    ///
    /// - Throws: ``PersistenceError`` when the directory cannot be made.
    public func audioFile(for uuid: UUID) throws(PersistenceError) -> URL {
        try DataDirectory.ensureExists(audioDirectory)
        let url = audioDirectory.appendingPathComponent("\(uuid.uuidString).\(Store.audioFileExtension)")
        audioFiles.insert(url)
        return url
    }

    /// Removes the audio files kept while the app ran.
    public func removeAudio() {
        for url in audioFiles { try? FileManager.default.removeItem(at: url) }
        audioFiles = []
    }

    /// A request's failure or refusal in words for a person.
    public static func describe(_ result: Result<ChangeOutcome, NetworkError>) -> String {
        switch result {
        case .success(.applied): "The server applied the change."
        case .success(.rejected(let key)): key.description
        case .failure(let error): error.description
        }
    }
}
