import RecordingsCore
public import Services
import TEA

extension AppState {
    /// Everything that can happen in a window (the book's `AppState.Message`).
    public enum Message: Equatable, Sendable {
        /// The person popped a folder with the back button.
        case back
        /// The person popped the player from a collapsed split view.
        case popDetail
        /// The person tapped the mini player's name: show the player of the loaded recording.
        case showPlayer
        /// A player message.
        case player(PlayerState.Message)
        /// A record screen message.
        case recording(RecordState.Message)
        /// The person tapped "New Recording".
        case createNewRecording
        /// The person tapped "New Folder".
        case showCreateFolderPrompt
        /// The person named the new folder (nil: cancelled).
        case createFolder(String?)
        /// The person selected a folder row.
        case selectFolder(FolderValue)
        /// The person selected a recording row.
        case selectRecording(RecordingValue)
        /// The person deleted a row.
        case delete(ItemValue)
        /// The library changed; this is its new root.
        case storeChanged(FolderValue)
        /// A recorder was started, or could not be (and why).
        case recorderAvailable(Result<RecorderHandle, AudioFileError>)
        /// A player was opened for the recording, or could not be (nil).
        case loaded(RecordingValue, Result<PlayerHandle, AudioFileError>)

        /// The message for selecting `item` (the book's `Message.select`).
        public static func select(_ item: ItemValue) -> Message {
            switch item {
            case .folder(let folder): .selectFolder(folder)
            case .recording(let recording): .selectRecording(recording)
            }
        }
    }

    /// Updates the state for `message` and returns the effects to run; the only mutator of the state.
    ///
    /// The commands are values: the driver runs them, tests compare them with `==`.
    public mutating func update(_ message: Message) -> [RecordingsCommand<Message>] {
        switch message {
        case .popDetail:
            playerDismissed = true
            dropNameDraft()
            return []
        case .showPlayer:
            playerDismissed = false
            return []
        case .back:
            if folders.count > 1 { setFolders(Array(folders.dropLast())) }
            return []
        case .createNewRecording:
            guard recordState == nil else { return [] }
            return [.createRecorder(available: Reply { .recorderAvailable($0) })]
        case .recorderAvailable(.success(let recorder)):
            guard recordState == nil else { return [.stopRecorder(recorder), .discardRecording(url: recorder.url)] }
            recordState = RecordState(folder: currentFolder, recorder: recorder)
            return []
        case .recorderAvailable(.failure(let error)):
            return [
                .modalAlert(
                    title: RecordingsStrings.cannotRecord, message: error.description, accept: RecordingsStrings.ok,
                    dismissed: nil)
            ]
        case .selectFolder(let folder):
            setFolders(folders + [folder])
            return []
        case .selectRecording(let recording):
            playerDismissed = false
            // The player is shown anew: an edit of the name left without return goes.
            dropNameDraft()
            let leaveEdit: [RecordingsCommand<Message>] = [.endEditing(field: RecordingsStrings.name)]
            // Selecting the loaded recording shows its player and keeps it playing.
            guard playState?.recording.uuid != recording.uuid else { return leaveEdit }
            return leaveEdit + [.load(recording: recording, available: Reply { .loaded(recording, $0) })]
        case .delete(let item):
            return [.delete(item)]
        case .recording(let recordMessage):
            return updateRecording(recordMessage)
        case .player(.playPositionChanged(nil)):
            playState = nil
            return []
        case .player(let playerMessage):
            guard var state = playState else { return [] }
            let commands = state.update(playerMessage)
            playState = state
            return commands
        case .loaded(let recording, .success(let player)):
            pendingRecording = nil
            playState = PlayerState(recording: recording, player: player)
            return []
        case .loaded(let recording, .failure(let error)):
            // The player shows the recording (its name, no audio) and the person learns why it is silent,
            // as in every pattern.
            pendingRecording = nil
            playState = PlayerState(recording: recording, player: PlayerHandle(duration: 0))
            return [
                .modalAlert(
                    title: RecordingsStrings.cannotPlay(recording.name), message: error.description,
                    accept: RecordingsStrings.ok, dismissed: nil)
            ]
        case .showCreateFolderPrompt:
            return [
                .modalTextAlert(
                    title: RecordingsStrings.createFolder, accept: RecordingsStrings.create,
                    cancel: RecordingsStrings.cancel, placeholder: RecordingsStrings.folderName,
                    submit: Reply { .createFolder($0) })
            ]
        case .createFolder(let name):
            guard let name else { return [] }
            do throws(NameError) {
                return [.createFolder(name: try Item.validatedName(name), parent: currentFolder)]
            } catch {
                return [
                    .modalAlert(
                        title: RecordingsStrings.invalidName, message: error.description, accept: RecordingsStrings.ok,
                        dismissed: nil)
                ]
            }
        case .storeChanged(let root):
            setFolders(root.newestVersions(of: folders))
            if let recording = playState?.recording {
                if let newest = newestVersion(of: recording, in: root) {
                    // A draft in the name field stays the person's until return or leaving it.
                    if newest.name != recording.name, playState?.name == recording.name {
                        playState?.name = newest.name
                    }
                    playState?.recording = newest
                } else {
                    playState = nil
                }
            }
            return []
        }
    }

    /// The newest version of `recording` in `root` (the book's `root.find(recording)`), or nil when it is
    /// gone.
    ///
    /// It is looked for first where the person selected it, by name: in the folders of the stack (already
    /// brought up to date), under its stored name and under the name the player's field holds (the name
    /// just saved there, when the change is its rename), each a binary search in the folder's sorted
    /// items. Only a recording renamed elsewhere, or not in a folder of the stack, is looked for in the
    /// whole library.
    private func newestVersion(of recording: RecordingValue, in root: FolderValue) -> RecordingValue? {
        let names = [recording.name, playState?.name].compactMap { $0 }
        for folder in folders.reversed() {
            for name in names {
                if let index = folder.sortedIndex(ofItemWithUUID: recording.uuid, named: name),
                    case .recording(let found) = folder.items[index]
                {
                    return found
                }
            }
        }
        return root.find(recording)
    }

    /// Drops what the person typed into the player's name field without return: the field shows the
    /// stored name.
    ///
    /// NB: the books' name field commits on return; an edit left without return is a draft, so the
    /// navigation that leaves it saves nothing and shows no alert.
    private mutating func dropNameDraft() {
        guard let recording = playState?.recording else { return }
        playState?.name = recording.name
    }

    private mutating func updateRecording(_ message: RecordState.Message) -> [RecordingsCommand<Message>] {
        guard var state = recordState else { return [] }
        let commands = state.update(message, lift: Message.recording)
        switch state.phase {
        case .saved:
            recordState = nil
            return commands
        case .discarded:
            recordState = nil
            return commands + [.discardRecording(url: state.recorder.url)]
        case .recording, .naming:
            recordState = state
            return commands
        }
    }

    /// The commands that reopen what restoration could not encode: the selected recording's player.
    public var restoredCommands: [RecordingsCommand<Message>] {
        guard let recording = pendingRecording else { return [] }
        return [.load(recording: recording, available: Reply { .loaded(recording, $0) })]
    }
}
