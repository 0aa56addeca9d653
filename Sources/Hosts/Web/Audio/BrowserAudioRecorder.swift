public import Foundation
public import Services

/// An ``AudioRecorder`` that records from a tab's microphone.
///
/// The tab asks for permission (`getUserMedia`); its answer arrives as a report, on a later turn as the
/// contract requires. While recording, the recorder counts seconds on the clock and calls `update` every
/// second; ``stop()`` tells the tab to stop, encode the take as 16-bit PCM WAV and upload it, and the
/// upload is validated and stored by the backend. A refused permission, a microphone failure, a lost
/// connection or a refused upload end the recording with `update(nil)`.
@MainActor
public final class BrowserAudioRecorder: AudioRecorder {
    /// Seconds between progress callbacks.
    public static let tickInterval: TimeInterval = 1

    private enum Phase {
        case waitingForPermission
        case recording(since: Date)
        case awaitingUpload(recorded: TimeInterval)
        case finished(recorded: TimeInterval)
    }

    /// The recorder's number in messages.
    public let id: Int
    /// The file the upload becomes.
    public let url: URL
    let name: AudioFileName
    /// The tab that records.
    weak var session: WindowSession?

    private let upload: String
    private let clock: any Clock
    private let update: @MainActor (TimeInterval?) -> Void
    private var phase = Phase.waitingForPermission
    private var tickTimer: ClockTimer?

    init(
        id: Int, name: AudioFileName, url: URL, upload: String, clock: any Clock, session: WindowSession,
        update: @escaping @MainActor (TimeInterval?) -> Void
    ) {
        self.id = id
        self.name = name
        self.url = url
        self.upload = upload
        self.clock = clock
        self.session = session
        self.update = update
    }

    isolated deinit {
        tickTimer?.invalidate()
    }

    public var currentTime: TimeInterval {
        switch phase {
        case .waitingForPermission: 0
        case .recording(let since): max(0, clock.now.timeIntervalSince(since))
        case .awaitingUpload(let recorded), .finished(let recorded): recorded
        }
    }

    public var isRecording: Bool {
        if case .recording = phase { return true }
        return false
    }

    var isAwaitingUpload: Bool {
        if case .awaitingUpload = phase { return true }
        return false
    }

    var isDone: Bool {
        if case .finished = phase { return true }
        return false
    }

    func start() {
        session?.send(.recorder(id: id, command: .start, upload: upload))
    }

    public func stop() {
        switch phase {
        case .recording:
            let recorded = currentTime
            stopTicking()
            phase = .awaitingUpload(recorded: recorded)
            session?.send(.recorder(id: id, command: .stop, upload: upload))
        case .waitingForPermission:
            phase = .finished(recorded: 0)
            PendingAudio.end(url)
            session?.send(.recorder(id: id, command: .cancel, upload: nil))
        case .awaitingUpload, .finished:
            break
        }
    }

    func reported(_ event: ClientMessage.RecorderReport) {
        switch (event, phase) {
        case (.started, .waitingForPermission):
            phase = .recording(since: clock.now)
            tickTimer = clock.scheduleTimer(interval: Self.tickInterval, repeats: true) { [weak self] timer in
                guard let self, self.isRecording else { return timer.invalidate() }
                self.update(self.currentTime)
            }
        case (.denied, .waitingForPermission), (.failed, .waitingForPermission), (.failed, .recording),
            (.failed, .awaitingUpload):
            fail()
        default:
            break
        }
    }

    func connectionLost() {
        guard !isDone else { return }
        fail()
    }

    func uploadFinished() {
        phase = .finished(recorded: currentTime)
    }

    func uploadFailed() {
        fail()
    }

    private func fail() {
        stopTicking()
        // NB: a take that never reached its upload cannot have been named, so its mark goes now; one that
        // failed while its upload was awaited may have been named and added, so its mark stays for the
        // library to settle (remove the take without audio) when it closes or next opens.
        if !isAwaitingUpload { PendingAudio.end(url) }
        phase = .finished(recorded: currentTime)
        update(nil)
    }

    private func stopTicking() {
        tickTimer?.invalidate()
        tickTimer = nil
    }
}
