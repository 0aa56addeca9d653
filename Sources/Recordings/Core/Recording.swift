public import Foundation

/// A voice recording: a name in the tree and an audio file named after its UUID (the book's `Recording`).
@MainActor
public final class Recording: Item {
    /// Creates a detached recording. The record screen makes one with an empty name before recording
    /// into `folder.store?.fileURL(for:)`, names it with ``Item/setName(_:)``, then adds it.
    public override init(name: String, uuid: UUID) {
        super.init(name: name, uuid: uuid)
    }

    /// Where the recording's audio is: `<UUID>.wav` beside the document, or the placeholder of an
    /// in-memory store; nil while the recording is not in a store's tree.
    public var fileURL: URL? {
        store?.fileURL(for: self)
    }

    /// Deletes the audio file, unless the store keeps it (``Store/keepsAudioOfRemovedRecording``), then
    /// detaches the recording.
    ///
    /// A recording that was never added to a folder has no store: discard its file with
    /// ``Store/removeFile(for:)`` on the store it was recorded for.
    public override func deleted() {
        if let store, store.keepsAudioOfRemovedRecording?(uuid) != true { store.removeFile(for: self) }
        super.deleted()
    }
}
