public import Foundation
import RecordingsCore
import Services
public import TEA
import ViewKit

extension Command: RecordingsCommand {
    public static func delete(_ item: ItemValue) -> Command {
        Command { context in
            guard let services = context.recordings, let real = services.item(withUUID: item.uuid) else { return }
            real.parent?.remove(real)
        }
    }

    public static func createFolder(name: String, parent: FolderValue) -> Command {
        Command { context in
            guard let services = context.recordings else { return }
            services.folderOrRoot(parent.uuid).add(Folder(name: name, uuid: UUID()))
        }
    }

    public static func createRecorder(available: @escaping @Sendable (RecorderHandle?) -> Message) -> Command {
        Command { context in
            guard let services = context.recordings, let url = services.recordingURL(for: UUID()) else {
                context.send(available(nil))
                return
            }
            context.send(available(try? RecorderHandle.start(url: url, audio: services.audio)))
        }
    }

    public static func load(
        recording: RecordingValue, available: @escaping @Sendable (PlayerHandle?) -> Message
    ) -> Command {
        Command { context in
            guard let services = context.recordings,
                let url = (services.item(withUUID: recording.uuid) as? Recording)?.fileURL
            else {
                context.send(available(nil))
                return
            }
            context.send(available(try? PlayerHandle.open(url: url, audio: services.audio)))
        }
    }

    public static func togglePlay(_ player: PlayerHandle) -> Command {
        Command { _ in player.togglePlay() }
    }

    public static func seek(_ player: PlayerHandle, to position: TimeInterval) -> Command {
        Command { _ in player.setProgress(position) }
    }

    /// NB: the name was validated by `update`; a rename the model still refuses changes nothing, and the
    /// next store change brings the field back to the stored name.
    public static func changeName(of recording: RecordingValue, to name: String) -> Command {
        Command { context in
            guard let real = context.recordings?.item(withUUID: recording.uuid) else { return }
            try? real.setName(name)
        }
    }

    public static func stopRecorder(_ recorder: RecorderHandle) -> Command {
        Command { _ in recorder.stop() }
    }

    public static func saveRecording(name: String, folder: FolderValue, url: URL) -> Command {
        Command { context in
            guard let services = context.recordings else { return }
            let recording = Recording(name: name, uuid: RecordingsServices.recordingUUID(of: url) ?? UUID())
            services.folderOrRoot(folder.uuid).add(recording)
        }
    }

    public static func discardRecording(url: URL) -> Command {
        Command { context in context.recordings?.discardAudio(at: url) }
    }
}

extension Command.Context {
    /// The app's services from the driver's environment; a driver made without them is a programmer
    /// error.
    var recordings: RecordingsServices? {
        guard let services = environment.resolve(RecordingsServices.self) else {
            ProgrammerError.report("The driver's environment has no RecordingsServices.")
            return nil
        }
        return services
    }
}
