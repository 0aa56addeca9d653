public import Foundation

/// An ``AudioRecorder`` without a microphone: it counts recorded time on a ``Clock`` and, when stopped,
/// writes a real WAV file (a quiet tone) exactly as long as the recording.
///
/// Make it through ``SimulatedAudioBackend/makeRecorder(url:update:)``. Permission is answered on the
/// clock's next drain, as the real permission prompt answers later; recording starts then.
/// A recording longer than ``WAVFile/maximumGeneratedDuration`` keeps only its first hour.
@MainActor
public final class SimulatedAudioRecorder: AudioRecorder {
    /// Seconds between progress callbacks while recording (the book's 1 s timer).
    public static let tickInterval: TimeInterval = 1
    /// The pitch of the simulated microphone signal, in hertz.
    public static let toneFrequency: Double = 330

    private enum Phase {
        case waitingForPermission
        case recording(since: Date)
        case finished(recorded: TimeInterval)
    }

    /// Where the file is written on ``stop()``.
    public let url: URL

    private let clock: any Clock
    private let update: @MainActor (TimeInterval?) -> Void
    private let failingAfter: TimeInterval?
    private var phase = Phase.waitingForPermission
    private var tickTimer: ClockTimer?
    private var failureTimer: ClockTimer?

    init(
        url: URL,
        clock: any Clock,
        permission: SimulatedAudioBackend.RecordPermission,
        failingAfter: TimeInterval?,
        update: @escaping @MainActor (TimeInterval?) -> Void
    ) {
        self.url = url
        self.clock = clock
        self.update = update
        self.failingAfter = failingAfter
        clock.enqueue { [weak self] in self?.permissionAnswered(permission) }
    }

    isolated deinit {
        tickTimer?.invalidate()
        failureTimer?.invalidate()
    }

    public var currentTime: TimeInterval {
        switch phase {
        case .waitingForPermission: 0
        case .recording(let since): min(max(0, clock.now.timeIntervalSince(since)), WAVFile.maximumGeneratedDuration)
        case .finished(let recorded): recorded
        }
    }

    public var isRecording: Bool {
        if case .recording = phase { return true }
        return false
    }

    public func stop() {
        guard isRecording else {
            if case .waitingForPermission = phase { phase = .finished(recorded: 0) }
            return
        }
        let recorded = currentTime
        finish(recorded: recorded)
        do {
            let samples = try WAVFile.tone(frequency: Self.toneFrequency, duration: recorded, amplitude: 0.1)
            try WAVFile.write(samples: samples, to: url)
        } catch {
            update(nil)
        }
    }

    private func permissionAnswered(_ permission: SimulatedAudioBackend.RecordPermission) {
        guard case .waitingForPermission = phase else { return }
        guard permission == .granted else {
            phase = .finished(recorded: 0)
            update(nil)
            return
        }
        phase = .recording(since: clock.now)
        tickTimer = clock.scheduleTimer(interval: Self.tickInterval, repeats: true) { [weak self] timer in
            guard let self else { return timer.invalidate() }
            self.update(self.currentTime)
        }
        if let failingAfter {
            failureTimer = clock.scheduleTimer(interval: failingAfter, repeats: false) { [weak self] _ in
                guard let self, self.isRecording else { return }
                self.finish(recorded: self.currentTime)
                self.update(nil)
            }
        }
    }

    private func finish(recorded: TimeInterval) {
        phase = .finished(recorded: recorded)
        tickTimer?.invalidate()
        failureTimer?.invalidate()
        tickTimer = nil
        failureTimer = nil
    }
}
