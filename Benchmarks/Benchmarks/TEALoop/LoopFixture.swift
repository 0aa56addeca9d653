import Foundation
import RecordingsCore
import RecordingsMVC
import RecordingsTEA
import Services
import ViewKit

/// One running Recordings app (TEA or MVC) whose root folder holds a small folder ("Folder", the first
/// row) and `itemCount` recordings, in a regular-width window so the folder's table is on screen.
///
/// The library is loaded from a generated document and then closed, so mutations skip the save: the
/// benchmark measures the patterns' loops, not JSON encoding, which is the same for both.
@MainActor
final class LoopFixture {
    enum Pattern: String, CaseIterable { case tea, mvc }

    let clock = VirtualClock()
    let store: Store
    let application: Application
    let window: Window
    let directory: URL
    private var renameCounter = 0

    /// The first recording of the root folder (row 1), which has 10 s of audio.
    static let playedRecording = UUID()

    init(pattern: Pattern, itemCount: Int) throws {
        directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("tea-loop-\(pattern.rawValue)-\(itemCount)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Self.document(itemCount: itemCount).write(to: directory.appendingPathComponent(Store.documentName))
        try WAVFile.write(
            samples: try WAVFile.tone(frequency: 440, duration: 10),
            to: directory.appendingPathComponent("\(Self.playedRecording.uuidString).\(Store.audioFileExtension)"))
        store = try Store(url: directory)
        store.close()
        let audio = SimulatedAudioBackend(clock: clock)
        let library = RecordingsLibrary(store: store, audio: audio, clock: clock)
        let delegate: any ApplicationDelegate =
            switch pattern {
            case .tea: RecordingsTEAAppDelegate(clients: RecordingsClients(library: library))
            case .mvc: RecordingsMVCAppDelegate(context: library)
            }
        store.onSaveError = nil
        application = Application(delegate: delegate, clock: clock)
        application.launch()
        window = application.openWindow(sizeClass: .regular)
        _ = window.renderTree()
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    /// A document whose root holds "Folder" (10 recordings) and `itemCount` recordings named in sorted
    /// order, the first of which is ``playedRecording``.
    static func document(itemCount: Int) -> Data {
        func recording(_ name: String, _ uuid: UUID = UUID()) -> String {
            #"{"recording":{"name":"\#(name)","uuid":"\#(uuid.uuidString)"}}"#
        }
        let inner = (0..<10).map { recording("Inner \($0)") }.joined(separator: ",")
        var json = #"{"name":"","uuid":"\#(UUID().uuidString)","contents":["#
        json += #"{"folder":{"name":"Folder","uuid":"\#(UUID().uuidString)","contents":[\#(inner)]}}"#
        json.reserveCapacity(itemCount * 90)
        for index in 0..<itemCount {
            let name = "Recording \(String(format: "%06d", index))"
            json += "," + recording(name, index == 0 ? playedRecording : UUID())
        }
        json += "]}"
        return Data(json.utf8)
    }

    /// The root folder's table.
    var tableView: ViewKit.TableView? {
        let split = window.rootViewController as? SplitViewController
        return (split?.primaryNavigationController?.topViewController as? TableViewController)?.tableView
    }

    /// Deletes the middle row as a person's swipe does, and runs the loop to completion.
    func deleteMiddleRow() {
        let count = store.rootFolder.contents.count
        guard count > 2 else { return }
        tableView?.commitDelete(at: IndexPath(row: count / 2 + 1, section: 0))
        clock.drain()
    }

    /// Selects the first recording and plays it (the setup of ``tick()``).
    func startPlaying() throws {
        _ = tableView?.tapRow(at: IndexPath(row: 1, section: 0))
        clock.drain()
        try Automation(window: window).tap(RecordingsStrings.play)
        clock.drain()
    }

    /// One progress tick of the playing recording (0.05 s of audio) through the whole loop.
    func tick() {
        clock.advance(by: 0.05)
    }

    /// Selects "Folder" and goes back, as a person does, running the loop after each.
    func openFolderAndGoBack() {
        _ = tableView?.tapRow(at: IndexPath(row: 0, section: 0))
        clock.drain()
        let split = window.rootViewController as? SplitViewController
        split?.primaryNavigationController?.goBack()
        clock.drain()
    }

    /// Renames the middle item in place (its sorted position is unchanged) and runs the loop.
    func renameMiddleItem() {
        let contents = store.rootFolder.contents
        guard !contents.isEmpty else { return }
        let item = contents[contents.count / 2]
        renameCounter += 1
        try? item.setName(item.name.prefix(16) + (renameCounter % 2 == 0 ? "" : "b"))
        clock.drain()
    }
}
