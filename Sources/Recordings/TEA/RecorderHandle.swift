public import Foundation
public import Services

/// A recorder the TEA state holds: records into ``url``, and reports the seconds recorded (or nil for a
/// failure or refused permission) through a ``RecordingsSubscription/recordProgress(recorder:handle:)``
/// subscription. Updates that arrive while nobody observes are kept for the first observer (the
/// permission answer can come before the state holds the recorder). Handles compare by identity.
@MainActor
public final class RecorderHandle: Equatable {
    /// Where the audio is written when recording stops.
    public nonisolated let url: URL
    private var recorder: (any AudioRecorder)?
    private var observer: (@MainActor (TimeInterval?) -> Void)?
    private var pending: [TimeInterval?] = []

    /// A handle without a recorder (for tests).
    public init(url: URL) {
        self.url = url
    }

    /// Starts recording into `url` with `audio`.
    ///
    /// - Throws: the backend's ``AudioFileError`` when no recorder can be made.
    public static func start(url: URL, audio: any AudioBackend) throws(AudioFileError) -> RecorderHandle {
        let handle = RecorderHandle(url: url)
        handle.recorder = try audio.makeRecorder(url: url) { [weak handle] time in handle?.deliver(time) }
        return handle
    }

    /// Stops recording and writes the file.
    public func stop() { recorder?.stop() }

    /// Sends every update (kept ones first) to `observer` until the returned function is called.
    public func observe(_ observer: @escaping @MainActor (TimeInterval?) -> Void) -> @MainActor () -> Void {
        self.observer = observer
        let kept = pending
        pending = []
        for time in kept { observer(time) }
        return { [weak self] in self?.observer = nil }
    }

    private func deliver(_ time: TimeInterval?) {
        if let observer { observer(time) } else { pending.append(time) }
    }

    public nonisolated static func == (lhs: RecorderHandle, rhs: RecorderHandle) -> Bool { lhs === rhs }
}
