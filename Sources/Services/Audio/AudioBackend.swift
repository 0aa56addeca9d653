public import Foundation

/// Makes players and recorders: how apps receive audio, by injection, without knowing the host.
///
/// ``SimulatedAudioBackend`` runs on a ``Clock`` for tests and `apparch drive`; the web host implements
/// the same protocol with the browser's audio elements. Implementations are host-neutral: no UI types.
@MainActor
public protocol AudioBackend: AnyObject {
    /// Opens the audio file at `url` for playback.
    ///
    /// - Parameters:
    ///   - url: the audio file to play.
    ///   - update: see ``AudioPlayer`` for when it is called; `nil` means playback failed.
    /// - Throws: ``AudioFileError`` when the file is missing or is not audio the backend can play; the
    ///   book's failable `Player(url:update:)` returned nil in that case.
    func makePlayer(
        url: URL,
        update: @escaping @MainActor (PlayerState?) -> Void
    ) throws(AudioFileError) -> any AudioPlayer

    /// Prepares a recording into `url` (a WAV file written when the recorder stops).
    ///
    /// - Parameters:
    ///   - url: where the WAV file is written.
    ///   - update: see ``AudioRecorder``: seconds recorded each second, `nil` for denied permission or
    ///     failure.
    /// - Throws: ``AudioFileError`` when no recorder can be made at all.
    func makeRecorder(
        url: URL,
        update: @escaping @MainActor (TimeInterval?) -> Void
    ) throws(AudioFileError) -> any AudioRecorder
}
