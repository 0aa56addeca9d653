public import Foundation
public import RecordingsCore
public import Services
public import TEA
import ViewKit

extension Command: RecordingsCommand where Environment == RecordingsClients {
    public static func delete(_ item: ItemValue) -> Command {
        Command { context in
            guard let real = context.environment.library.item(withUUID: item.uuid) else { return }
            real.parent?.remove(real)
        }
    }

    public static func createFolder(name: String, parent: FolderValue) -> Command {
        Command { context in
            context.environment.folderOrRoot(parent.uuid).add(Folder(name: name, uuid: UUID()))
        }
    }

    public static func createRecorder(
        available: @escaping @Sendable (Result<RecorderHandle, AudioFileError>) -> Message
    ) -> Command {
        Command { context in
            let clients = context.environment
            guard let url = clients.recordingURL(for: UUID()) else {
                context.send(available(.failure(AudioFileError(.unavailable(reason: "the library has no folder")))))
                return
            }
            do throws(AudioFileError) {
                context.send(available(.success(try RecorderHandle.start(url: url, audio: clients.audio))))
            } catch {
                context.send(available(.failure(error)))
            }
        }
    }

    /// NB: a recording deleted meanwhile has nothing to open; the store's change removes it from the
    /// state, so nothing is sent.
    public static func load(
        recording: RecordingValue, available: @escaping @Sendable (Result<PlayerHandle, AudioFileError>) -> Message
    ) -> Command {
        Command { context in
            let clients = context.environment
            guard let real = clients.library.item(withUUID: recording.uuid) as? Recording else { return }
            guard let url = real.fileURL else {
                context.send(available(.failure(AudioFileError(.fileNotFound(path: real.name)))))
                return
            }
            do throws(AudioFileError) {
                context.send(available(.success(try PlayerHandle.open(url: url, audio: clients.audio))))
            } catch {
                context.send(available(.failure(error)))
            }
        }
    }

    public static func togglePlay(_ player: PlayerHandle) -> Command {
        Command { _ in player.togglePlay() }
    }

    public static func seek(_ player: PlayerHandle, to position: TimeInterval) -> Command {
        Command { _ in player.setProgress(position) }
    }

    /// NB: the name was validated by `update`; a rename the model still refuses is reported with
    /// `refused`, and the field keeps the stored name.
    public static func changeName(
        of recording: RecordingValue, to name: String, refused: @escaping @Sendable (NameError) -> Message
    ) -> Command {
        Command { context in
            guard let real = context.environment.library.item(withUUID: recording.uuid) else { return }
            do throws(NameError) {
                try real.setName(name)
            } catch {
                context.send(refused(error))
            }
        }
    }

    public static func stopRecorder(_ recorder: RecorderHandle) -> Command {
        Command { _ in recorder.stop() }
    }

    public static func saveRecording(name: String, folder: FolderValue, url: URL) -> Command {
        Command { context in
            let recording = Recording(name: name, uuid: RecordingsClients.recordingUUID(of: url) ?? UUID())
            context.environment.folderOrRoot(folder.uuid).add(recording)
        }
    }

    public static func discardRecording(url: URL) -> Command {
        Command { context in context.environment.discardAudio(at: url) }
    }
}
