import Foundation
import RecordingsCore
import Services
public import TEA
import ViewKit

extension RecordingsCommand {
    /// Performs the command: the one place each Recordings effect is written.
    @MainActor
    public func run(in context: CommandContext<Message, RecordingsClients>) {
        let clients = context.environment
        switch self {
        case .modalAlert(let title, let message, let accept, let dismissed):
            context.modalAlert(title: title, message: message, accept: accept, dismissed: dismissed)
        case .modalTextAlert(let title, let accept, let cancel, let placeholder, let submit):
            context.modalTextAlert(
                title: title, accept: accept, cancel: cancel, placeholder: placeholder, submit: { submit($0) })
        case .delete(let item):
            guard let real = clients.item(withUUID: item.uuid, named: item.name) else { return }
            real.parent?.remove(real)
        case .createFolder(let name, let parent):
            clients.folderOrRoot(parent.uuid, named: parent.name).add(Folder(name: name, uuid: UUID()))
        case .createRecorder(let available):
            guard let url = clients.recordingURL(for: UUID()) else {
                context.send(available(.failure(AudioFileError(.unavailable(reason: "the library has no folder")))))
                return
            }
            do throws(AudioFileError) {
                context.send(available(.success(try RecorderHandle.start(url: url, audio: clients.audio))))
            } catch {
                context.send(available(.failure(error)))
            }
        case .load(let recording, let available):
            // NB: a recording deleted meanwhile has nothing to open; the store's change removes it from the
            // state, so nothing is sent.
            guard let real = clients.item(withUUID: recording.uuid, named: recording.name) as? Recording else { return }
            guard let url = real.fileURL else {
                context.send(available(.failure(AudioFileError(.fileNotFound(path: real.name)))))
                return
            }
            do throws(AudioFileError) {
                context.send(available(.success(try PlayerHandle.open(url: url, audio: clients.audio))))
            } catch {
                context.send(available(.failure(error)))
            }
        case .togglePlay(let player):
            player.togglePlay()
        case .seek(let player, let position):
            player.setProgress(position)
        case .endEditing(let field):
            guard let focused = context.viewController.window?.firstResponder, focused.accessibilityLabel == field
            else { return }
            focused.resignFirstResponder()
        case .changeName(let recording, let name, let refused):
            // NB: the name was validated by `update`; a rename the model still refuses is reported with
            // `refused`, and the field keeps the stored name.
            guard let real = clients.item(withUUID: recording.uuid, named: recording.name) else { return }
            do throws(NameError) {
                try real.setName(name)
            } catch {
                context.send(refused(error))
            }
        case .stopRecorder(let recorder):
            recorder.stop()
        case .saveRecording(let name, let folder, let url):
            let recording = Recording(name: name, uuid: RecordingsClients.recordingUUID(of: url) ?? UUID())
            clients.folderOrRoot(folder.uuid, named: folder.name).add(recording)
        case .discardRecording(let url):
            clients.discardAudio(at: url)
        }
    }
}
