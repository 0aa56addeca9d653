import Foundation
import RecordingsCore
import RecordingsMVC
import Services
import ViewKit
import WebHost

/// The Recordings MVC app served by the web host to one fake tab, with `itemCount` recordings in the root
/// folder and a regular-width window, so the folder's table is on screen.
///
/// As in the TEA loop benchmarks, the library is loaded and then closed, so mutations skip the save: the
/// figures are the host's (render, diff, encode), not JSON persistence, which is the same for every host.
@MainActor
final class WebHostFixture {
    let clock = VirtualClock()
    let store: Store
    let host: AppHost
    let directory: URL
    let connection: ClientConnection
    private let box = ByteCounter()
    private var renameCount = 0
    /// The player's Play/Pause button, once ``showFirstRecording()`` showed the player.
    private var playPause: ElementID?

    init(itemCount: Int) throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("webhost-bench-\(itemCount)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Self.document(itemCount: itemCount).write(to: directory.appendingPathComponent(Store.documentName))
        // The first recording's audio, so its player can play (the others have none: they are not played).
        try WAVFile.write(
            samples: try WAVFile.tone(frequency: 440, duration: 10),
            to: directory.appendingPathComponent("\(Self.firstRecording.uuidString).\(Store.audioFileExtension)"))
        let store = try Store(url: directory)
        store.close()
        self.store = store
        let pattern = AppPattern(name: "mvc", summary: "benchmark") { environment in
            let audio = environment.audio ?? SimulatedAudioBackend(clock: environment.clock)
            return RecordingsMVCAppDelegate(
                context: RecordingsLibrary(store: store, audio: audio, clock: environment.clock))
        }
        host = try AppHost(
            mount: WebMount(key: "", title: "Recordings", pattern: pattern, dataDirectory: directory), clock: clock)
        // NB: after the app delegate installed its handler, which would report each unsaved change in an alert.
        store.onSaveError = nil
        let box = box
        connection = ClientConnection(send: { box.add($0) })
        host.receive(#"{"type":"hello","token":null,"width":1024,"height":800}"#, from: connection)
        _ = box.take()
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// The tab's window.
    var window: Window? { host.session(for: connection)?.window }

    /// Sends the tab's delete event for the first row and returns the bytes of the patches it got.
    func deleteFirstRow() -> Int {
        guard let tree = window?.renderTree(), let row = tree.first(where: { $0.kind == .row }) else { return 0 }
        host.receive(#"{"type":"event","id":\#(row.id.rawValue),"action":"delete"}"#, from: connection)
        return box.take()
    }

    /// Selects the first row (a recording), so its player shows beside the folder, and finds the player's
    /// Play button for ``tapPlayPause()``.
    func showFirstRecording() throws {
        guard let row = window?.renderTree().first(where: { $0.kind == .row }) else {
            throw WebHostFixtureError("the folder shows no row")
        }
        host.receive(#"{"type":"event","id":\#(row.id.rawValue),"action":"select"}"#, from: connection)
        _ = box.take()
        // NB: the last Play button in the tree is the player's, in the split view's second pane; the first
        // is the mini player's, below the folder.
        var play: RenderNode?
        window?.renderTree().forEach {
            if case .button(let title, _) = $0.content, title == RecordingsStrings.play { play = $0 }
        }
        guard let play, !play.has(.inert) else { throw WebHostFixtureError("the player shows no Play button to tap") }
        playPause = play.id
    }

    /// Taps the player's Play/Pause button and returns the bytes of the patches the tab got (none before
    /// ``showFirstRecording()``).
    func tapPlayPause() -> Int {
        guard let playPause else { return 0 }
        host.receive(#"{"type":"event","id":\#(playPause.rawValue),"action":"tap"}"#, from: connection)
        return box.take()
    }

    /// Renames the first item in the model (alternating between two names, so every call is a change) and
    /// returns the bytes of the patches the tab got.
    func renameFirstItem() -> Int {
        guard let first = store.rootFolder.contents.first else { return 0 }
        renameCount += 1
        // NB: the name keeps the item first in sorted order, so exactly one row changes.
        try? first.setName("A renamed \(renameCount % 2)")
        clock.drain()
        host.flushAll()
        return box.take()
    }

    /// The number of rows in the tree the tab holds.
    var rowsInTree: Int {
        var count = 0
        window?.renderTree().forEach { if $0.kind == .row { count += 1 } }
        return count
    }

    /// The first recording of the library, the one whose audio the fixture writes.
    static let firstRecording = UUID()

    static func document(itemCount: Int) -> Data {
        var json = #"{"name":"","uuid":"\#(UUID().uuidString)","contents":["#
        for index in 0..<itemCount {
            if index > 0 { json += "," }
            let uuid = index == 0 ? firstRecording : UUID()
            json +=
                #"{"recording":{"name":"Recording \#(String(format: "%06d", index))","uuid":"\#(uuid.uuidString)"}}"#
        }
        json += "]}"
        return Data(json.utf8)
    }
}

/// Counts the bytes sent to the fake tab.
final class ByteCounter: @unchecked Sendable {
    // NB: @unchecked because the lock guards `bytes`.
    private let lock = NSLock()
    private var bytes = 0

    func add(_ text: String) {
        lock.lock()
        bytes += text.utf8.count
        lock.unlock()
    }

    func take() -> Int {
        lock.lock()
        defer { lock.unlock() }
        let value = bytes
        bytes = 0
        return value
    }
}
