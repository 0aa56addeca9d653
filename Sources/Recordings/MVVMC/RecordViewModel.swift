import Bindings
public import Foundation
@preconcurrency public import OpenCombine
public import RecordingsCore
import Services

/// The record screen's view model (the sample's `RecordViewModel`): the new recording, the seconds
/// recorded, and saving or discarding the take.
@MainActor
public final class RecordViewModel {
    /// The folder the recording goes into.
    public let folder: Folder
    /// The library (its store holds the audio files).
    public let library: RecordingsLibrary
    /// The recording being made; it joins ``folder`` when named.
    public let recording = Recording(name: "", uuid: UUID())
    /// The seconds recorded so far.
    public let duration = CurrentValueSubject<TimeInterval, Never>(0)

    /// Creates the view model of a recording into `folder`.
    public init(folder: Folder, library: RecordingsLibrary) {
        self.folder = folder
        self.library = library
    }

    /// The time label's text: the seconds recorded.
    public var timeLabelText: AnyPublisher<String, Never> {
        duration.map { timeString($0) }.eraseToAnyPublisher()
    }

    /// Where the audio is written, or nil when the library cannot hold audio.
    public var audioURL: URL? { library.store.fileURL(for: recording) }

    /// The recorder reported `time` seconds.
    public func recorderStateChanged(time: TimeInterval) {
        duration.value = time
    }

    /// Names the recording and adds it to its folder (to the root folder when the folder was deleted
    /// meanwhile, so the take is not lost).
    ///
    /// - Throws: ``NameError`` for an empty or too long name; nothing is added and the audio stays.
    public func save(named name: String) throws(NameError) {
        try recording.setName(name)
        let destination = folder.store === library.store ? folder : library.store.rootFolder
        destination.add(recording)
    }

    /// Discards the take: its audio file is removed.
    ///
    /// NB: the sample calls `recording.deleted()` on a recording that never joined the store, which
    /// leaves its file on disk; the file is removed here.
    public func discard() {
        library.store.removeFile(for: recording)
    }
}
