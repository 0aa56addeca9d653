public import Foundation
public import Services

/// The ``AudioBackend`` of the web host: players are `<audio>` elements in a tab, recorders the tab's
/// microphone.
///
/// Players and recorders send commands to the tab whose event created them (the *current session*, set by
/// the host before it performs an event). Tabs report back with player and recorder messages, which the
/// host passes to ``playerReported(id:time:state:from:)`` and ``recorderReported(id:event:time:from:)``;
/// those become the same `update` callbacks the simulated backend makes. Recordings arrive as WAV uploads
/// (``acceptUpload(_:for:)``), validated before they are stored atomically. A take is marked
/// (``PendingAudio``) from the start of its recording until its upload is stored, so a stop of the server
/// before the upload lands leaves a mark the library settles at its next opening.
@MainActor
public final class BrowserAudioBackend: AudioBackend {
    /// The clock recorders count seconds on.
    public let clock: any Clock
    /// The directory audio files live in: `<UUID>.wav`.
    public let dataDirectory: URL
    /// The mount key, for the URLs tabs fetch and upload.
    public let mountKey: String
    /// The largest upload accepted, in bytes.
    public nonisolated static let maximumUploadSize = 50 * 1024 * 1024

    /// The session whose event is being handled; players and recorders made now belong to its tab.
    weak var currentSession: WindowSession?

    private var nextID = 0
    private var players: [Int: WeakPlayer] = [:]
    /// The size of ``players`` at which the entries of released players are dropped.
    private var pruneAt = 16
    private var recorders: [Int: BrowserAudioRecorder] = [:]

    /// Creates a backend for the app mounted at `mountKey` with data in `dataDirectory`.
    public init(clock: any Clock, dataDirectory: URL, mountKey: String) {
        self.clock = clock
        self.dataDirectory = dataDirectory
        self.mountKey = mountKey
    }

    /// Opens a UUID-named WAV file in the data directory for playback in the current tab.
    ///
    /// - Throws: ``AudioFileError`` when the file is not a `<UUID>.wav` in the data directory, is missing,
    ///   or is not a WAV file.
    public func makePlayer(
        url: URL,
        update: @escaping @MainActor (PlayerState?) -> Void
    ) throws(AudioFileError) -> any AudioPlayer {
        guard let name = AudioFileName(url: url, in: dataDirectory) else {
            throw AudioFileError(.unavailable(reason: "the browser plays only <UUID>.wav files in the data directory"))
        }
        let file = try WAVFile(contentsOf: url)
        nextID += 1
        let player = BrowserAudioPlayer(
            id: nextID, source: source(for: name), duration: file.duration, session: currentSession, update: update)
        // NB: the entries of players that are gone are dropped whenever the table has doubled since the
        // last time, so a long-running server keeps one entry per live player, not one per player ever made.
        if players.count >= pruneAt {
            players = players.filter { $0.value.player != nil }
            pruneAt = max(16, 2 * players.count)
        }
        players[nextID] = WeakPlayer(player: player)
        return player
    }

    /// The entries of the player table, live or not yet pruned (for leak tests): at most twice the live
    /// players, or 16.
    public var playerEntryCount: Int { players.count }

    /// Prepares a recording into `url` (which must be a `<UUID>.wav` in the data directory) from the current
    /// tab's microphone.
    ///
    /// - Throws: ``AudioFileError`` `.unavailable` when the URL is not such a file or no tab is attached.
    public func makeRecorder(
        url: URL,
        update: @escaping @MainActor (TimeInterval?) -> Void
    ) throws(AudioFileError) -> any AudioRecorder {
        guard let name = AudioFileName(url: url, in: dataDirectory) else {
            throw AudioFileError(.unavailable(reason: "the browser records only into <UUID>.wav in the data directory"))
        }
        guard let session = currentSession, session.connection != nil else {
            throw AudioFileError(.unavailable(reason: "no browser tab is connected to record from"))
        }
        // NB: the take is marked before it can be named, and the mark goes only once the upload is stored
        // (see PendingAudio): a stop of the server between naming and upload leaves a mark, from which the
        // next opening of the library removes the take that never got its audio.
        do {
            try PendingAudio.begin(name.url(in: dataDirectory))
        } catch {
            throw AudioFileError(.unavailable(reason: "the recording cannot be prepared: \(error.description)"))
        }
        nextID += 1
        let recorder = BrowserAudioRecorder(
            id: nextID, name: name, url: url, upload: uploadPath(for: name), clock: clock, session: session,
            update: update)
        recorders[nextID] = recorder
        recorder.start()
        return recorder
    }

    // MARK: Reports from tabs

    func playerReported(
        id: Int, time: Double, state: ClientMessage.PlayerReport, from session: WindowSession
    ) throws(ProtocolError) {
        guard let player = players[id]?.player, player.session === session else {
            throw ProtocolError("no player \(id) belongs to this tab")
        }
        player.reported(time: time, state: state)
    }

    func recorderReported(
        id: Int, event: ClientMessage.RecorderReport, time: Double?, from session: WindowSession
    ) throws(ProtocolError) {
        guard let recorder = recorders[id], recorder.session === session else {
            throw ProtocolError("no recorder \(id) belongs to this tab")
        }
        recorder.reported(event)
        if recorder.isDone { recorders[id] = nil }
    }

    func sessionDetached(_ session: WindowSession) {
        for (id, recorder) in recorders where recorder.session === session && !recorder.isAwaitingUpload {
            recorder.connectionLost()
            recorders[id] = nil
        }
    }

    // MARK: Uploads

    /// Whether a recorder is waiting for (or recording) the file `name`.
    public func expectsUpload(_ name: AudioFileName) -> Bool {
        recorders.values.contains { $0.name == name }
    }

    /// Fails the recorder waiting for `name` without reading its upload (one over the size limit).
    public func refuseUpload(_ name: AudioFileName) {
        guard let id = recorders.first(where: { $0.value.name == name })?.key else { return }
        finishUpload(id, succeeded: false)
    }

    /// Ends the wait for recorder `id`'s upload and tells the recorder how it went.
    private func finishUpload(_ id: Int, succeeded: Bool) {
        guard let recorder = recorders.removeValue(forKey: id) else { return }
        if succeeded { recorder.uploadFinished() } else { recorder.uploadFailed() }
    }

    /// Validates an uploaded recording and stores it atomically as the recorder's file.
    ///
    /// - Throws: ``UploadError`` when no recorder expects the file, or the data is too large, not a WAV
    ///   file or cannot be written; the recorder then reports failure.
    public func acceptUpload(_ data: Data, for name: AudioFileName) throws(UploadError) {
        guard let id = recorders.first(where: { $0.value.name == name })?.key else {
            throw UploadError(.notExpected)
        }
        guard data.count <= Self.maximumUploadSize else {
            finishUpload(id, succeeded: false)
            throw UploadError(.tooLarge(limit: Self.maximumUploadSize))
        }
        do {
            _ = try WAVFile(parsing: data)
        } catch {
            finishUpload(id, succeeded: false)
            throw UploadError(.notWAV(error.description))
        }
        do {
            try DataDirectory.ensureExists(dataDirectory)
            try AtomicFile.write(data, to: name.url(in: dataDirectory))
        } catch {
            finishUpload(id, succeeded: false)
            throw UploadError(.writeFailed(error.description))
        }
        // NB: only now, with the file written, synced and renamed into place, does the take's mark go.
        PendingAudio.end(name.url(in: dataDirectory))
        finishUpload(id, succeeded: true)
    }

    // MARK: URLs

    private var query: String { mountKey.isEmpty ? "" : "?mount=\(mountKey)" }

    func source(for name: AudioFileName) -> String { "/audio/\(name.fileName)\(query)" }

    func uploadPath(for name: AudioFileName) -> String { "/upload/\(name.fileName)\(query)" }
}

/// A player the backend does not keep alive: the app owns its players.
private struct WeakPlayer {
    weak var player: BrowserAudioPlayer?
}
