public import Foundation
public import RecordingsCore
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
    /// Where streamed and recorded audio is kept while a screen uses it; removed when the app quits.
    public let audioDirectory: URL

    /// Creates the client of `server`.
    public init(
        server: RemoteLibrary, transport: any HTTPTransport, audio: any AudioBackend, clock: any Clock,
        backgroundWork: BackgroundWork
    ) {
        store = RemoteStore(server: server)
        webservice = Webservice(transport: transport, clock: clock, backgroundWork: backgroundWork)
        self.audio = audio
        self.clock = clock
        audioDirectory = FileManager.default.temporaryDirectory
            .appendingPathComponent("apparch-controller-owned-\(UUID().uuidString)", isDirectory: true)
    }

    /// A new file for audio in ``audioDirectory`` (private to the person, like every file of the app).
    ///
    /// - Throws: ``PersistenceError`` when the directory cannot be made.
    public func audioFile() throws(PersistenceError) -> URL {
        try DataDirectory.ensureExists(audioDirectory)
        return audioDirectory.appendingPathComponent("\(UUID().uuidString).\(Store.audioFileExtension)")
    }

    /// Removes the audio kept for the screens.
    public func removeAudio() {
        try? FileManager.default.removeItem(at: audioDirectory)
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
