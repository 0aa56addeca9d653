import Foundation
import Services
import ViewKit
import WebHost

/// A screen that records into and plays one file through the host's audio backend, reporting every
/// callback in a label.
@MainActor
final class AudioTestViewController: ViewController {
    let backend: any AudioBackend
    let fileURL: URL
    let status = Label(text: "idle")
    private(set) var recorderUpdates: [TimeInterval?] = []
    private(set) var playerUpdates: [PlayerState?] = []
    private var recorder: (any AudioRecorder)?
    private(set) var player: (any AudioPlayer)?

    init(backend: any AudioBackend, fileURL: URL) {
        self.backend = backend
        self.fileURL = fileURL
        super.init()
    }

    override func loadView() {
        let record = Button(title: "Record") { [weak self] _ in self?.record() }
        let stop = Button(title: "Stop") { [weak self] _ in self?.recorder?.stop() }
        let play = Button(title: "Play") { [weak self] _ in self?.play() }
        view = StackView(arrangedSubviews: [record, stop, play, status])
    }

    private func record() {
        do {
            recorder = try backend.makeRecorder(url: fileURL) { [weak self] time in
                self?.recorderUpdates.append(time)
                self?.status.text = time.map { "recorded \(Int($0))" } ?? "recording failed"
            }
        } catch {
            status.text = "no recorder: \(error)"
        }
    }

    private func play() {
        do {
            if player == nil {
                player = try backend.makePlayer(url: fileURL) { [weak self] state in self?.playerUpdates.append(state) }
            }
            player?.togglePlay()
        } catch {
            status.text = "no player: \(error)"
        }
    }
}

@MainActor
final class AudioTestDelegate: ApplicationDelegate {
    let backend: any AudioBackend
    let fileURL: URL
    private(set) var screen: AudioTestViewController?

    init(environment: AppEnvironment, fileURL: URL) {
        backend = environment.audio ?? SimulatedAudioBackend(clock: environment.clock)
        self.fileURL = fileURL
    }

    func application(_ application: Application, configure window: Window) {
        let screen = AudioTestViewController(backend: backend, fileURL: fileURL)
        self.screen = screen
        window.rootViewController = screen
    }
}

enum AudioTestApp {
    /// A host of the audio test app on a virtual clock, with data in a fresh temporary directory.
    @MainActor
    static func host() throws -> (AppHost, AudioTestDelegate, VirtualClock, URL) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("webhost-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let fileURL = directory.appendingPathComponent("\(UUID().uuidString).wav")
        let box = DelegateBox()
        let pattern = AppPattern(name: "audio", summary: "test") { environment in
            let delegate = AudioTestDelegate(environment: environment, fileURL: fileURL)
            box.delegate = delegate
            return delegate
        }
        let clock = VirtualClock()
        let host = try AppHost(
            mount: WebMount(key: "", title: "Audio", pattern: pattern, dataDirectory: directory), clock: clock)
        guard let delegate = box.delegate else { throw PatchError("the delegate was not created") }
        return (host, delegate, clock, fileURL)
    }
}

@MainActor
final class DelegateBox {
    var delegate: AudioTestDelegate?
}
