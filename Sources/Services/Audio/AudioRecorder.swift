public import Foundation

/// Records one audio file; the host-neutral counterpart of the book's `Recorder` (an `AVAudioRecorder`
/// wrapper).
///
/// Recorders are made by an ``AudioBackend`` for a destination URL with an `update` callback, as in the
/// book's `update: (TimeInterval?) -> ()`:
/// - the recorder first asks for permission; the answer arrives asynchronously (on a later turn of the
///   run loop, never inside `makeRecorder`). Denied: the callback gets `nil` and nothing is recorded.
/// - while recording, the callback gets ``currentTime`` once per second;
/// - ``stop()`` ends the recording and finishes the file at the URL; if that fails the callback gets
///   `nil`;
/// - any failure while recording also ends it with `nil`.
///
/// After `nil` or ``stop()`` the callback is never called again.
@MainActor
public protocol AudioRecorder: AnyObject {
    /// Seconds recorded so far.
    var currentTime: TimeInterval { get }
    /// Whether the recorder is capturing audio now (false before permission arrives and after stopping).
    var isRecording: Bool { get }

    /// Stops recording and writes the file. Calling it again, or before recording started, only cancels.
    func stop()
}
