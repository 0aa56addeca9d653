public import Foundation
public import RecordingsCore
public import ViewStateStore

/// The intents of a window's view state (the book's `ViewStateStore` mutators: `pushFolder(_:)`,
/// `popToNewDepth(_:alreadyApplied:)`, `setPlaySelection(_:alreadyApplied:)`, `togglePlay()`, …).
///
/// Each is one committed action. `alreadyApplied: true` marks a change the interface made by itself (the
/// back button, an alert dismissing itself), so observers do not apply it again. Playback and recording
/// progress are continuous: notified, but neither logged nor recorded in the history (the book leaves
/// them out of time travel).
extension NotifyingStore where State == SplitViewState {
    // MARK: Navigation

    /// Pushes a folder screen for folder `uuid`.
    public func pushFolder(_ uuid: UUID) {
        commit(SplitViewState.Action.pushFolderView) { $0.folderViews.append(FolderViewState(uuid: uuid)) }
    }

    /// Cuts the stack to `depth` folder screens (at least the root's).
    public func popToNewDepth(_ depth: Int, alreadyApplied: Bool = false) {
        let depth = max(1, depth)
        guard depth < content.folderViews.count else { return }
        commit(SplitViewState.Action.popFolderViews(depth: depth), alreadyApplied: alreadyApplied) {
            $0.folderViews.removeSubrange(depth...)
        }
    }

    /// Turns edit mode of the screen at `index` on or off.
    public func setEditing(_ editing: Bool, at index: Int, alreadyApplied: Bool = false) {
        guard content.folderViews.indices.contains(index), content.folderViews[index].editing != editing else {
            return
        }
        commit(FolderViewState.Action.changedEditing(index: index), alreadyApplied: alreadyApplied) {
            $0.folderViews[index].editing = editing
        }
    }

    /// Records the scroll offset of the screen at `index`, which the table already shows.
    public func setScrollOffset(_ offset: Double, at index: Int) {
        guard content.folderViews.indices.contains(index), content.folderViews[index].scrollOffset != offset else {
            return
        }
        commit(FolderViewState.Action.scrolled(index: index), alreadyApplied: true) {
            $0.folderViews[index].scrollOffset = offset
        }
    }

    // MARK: Player

    /// Loads recording `uuid` into the player (nil empties it) and shows the player.
    public func setPlaySelection(_ uuid: UUID?, alreadyApplied: Bool = false) {
        if content.playView.uuid == uuid {
            // The player is shown anew: an edit of its name left without return goes.
            setPendingName(nil)
            setPlayerDismissed(false, alreadyApplied: alreadyApplied)
            return
        }
        commit(SplitViewState.Action.changedPlaySelection, alreadyApplied: alreadyApplied) {
            $0.playView = PlayViewState(uuid: uuid)
        }
    }

    /// Marks the player as gone back from (true) or asked for again (false).
    public func setPlayerDismissed(_ dismissed: Bool, alreadyApplied: Bool = false) {
        guard content.playView.isDismissed != dismissed else { return }
        // Going back from the player leaves an edit of its name: the draft goes.
        if dismissed { setPendingName(nil) }
        commit(SplitViewState.Action.changedPlayerVisibility, alreadyApplied: alreadyApplied) {
            $0.playView.isDismissed = dismissed
        }
    }

    /// Holds `name` as what the person is typing into the player's name field; nil drops the draft (the
    /// field shows the stored name again, and an edit still going on ends).
    public func setPendingName(_ name: String?) {
        guard content.playView.pendingName != name else { return }
        commit(PlayViewState.Action.changedPendingName) { $0.playView.pendingName = name }
    }

    /// Plays, pauses or resumes (the book's `togglePlay()`); nothing without a playback.
    public func togglePlay() {
        guard content.playView.playState != nil else { return }
        commit(PlayViewState.Action.togglePlay, continuous: true) {
            $0.playView.playState?.isPlaying.toggle()
        }
    }

    /// Moves the position to `progress` seconds; nothing without a playback.
    public func seek(to progress: Double) {
        guard content.playView.playState != nil else { return }
        commit(PlayViewState.Action.seek(to: progress), continuous: true) {
            $0.playView.playState?.progress = progress
        }
    }

    /// Records the playback the audio reports.
    public func updatePlayState(_ playState: PlayState?) {
        guard content.playView.playState != playState else { return }
        commit(PlayViewState.Action.changedPlayState, continuous: true) { $0.playView.playState = playState }
    }

    // MARK: Recording

    /// Shows the record screen for a new recording `recordingUUID` (a fresh one by default) in folder
    /// `parentUUID`.
    public func showRecorder(in parentUUID: UUID, recordingUUID: UUID = UUID()) {
        guard content.recordView == nil else { return }
        commit(SplitViewState.Action.changedRecordView) {
            $0.recordView = RecordViewState(parentUUID: parentUUID, recordingUUID: recordingUUID)
        }
    }

    /// Records the time the recorder reports.
    public func setRecordedTime(_ time: Double) {
        guard content.recordView != nil, content.recordView?.progress != time else { return }
        commit(RecordViewState.Action.recorded, continuous: true) { $0.recordView?.progress = time }
    }

    /// Asks for the name of the recording just made.
    public func askForRecordingName() {
        guard let record = content.recordView, content.textAlert == nil else { return }
        showTextAlert(TextAlertState(text: "", parentUUID: record.parentUUID, recordingUUID: record.recordingUUID))
    }

    /// Closes the record screen and its name alert.
    public func finishRecording() {
        guard content.recordView != nil else { return }
        commit(SplitViewState.Action.changedRecordView) {
            $0.recordView = nil
            if $0.textAlert?.recordingUUID != nil { $0.textAlert = nil }
        }
    }

    // MARK: Alerts

    /// Shows a text alert.
    public func showTextAlert(_ alert: TextAlertState) {
        commit(SplitViewState.Action.changedTextAlert) { $0.textAlert = alert }
    }

    /// Records the text typed into the text alert, which the field already shows.
    public func changeTextAlertText(_ text: String) {
        guard content.textAlert != nil, content.textAlert?.text != text else { return }
        commit(SplitViewState.Action.changedTextAlertText, alreadyApplied: true) { $0.textAlert?.text = text }
    }

    /// Closes the text alert.
    public func dismissTextAlert(alreadyApplied: Bool = false) {
        guard content.textAlert != nil else { return }
        commit(SplitViewState.Action.changedTextAlert, alreadyApplied: alreadyApplied) { $0.textAlert = nil }
    }

    /// Shows a message alert over everything else.
    public func showMessage(_ message: MessageAlertState) {
        commit(SplitViewState.Action.changedMessages) { $0.messages.append(message) }
    }

    /// Closes the topmost message alert and shows the text alert it leads to, if any.
    public func dismissMessage() {
        guard let message = content.messages.last else { return }
        commit(SplitViewState.Action.changedMessages) {
            $0.messages.removeLast()
            if let next = message.then { $0.textAlert = next }
        }
    }

    // MARK: Reconciling

    /// Drops what the document no longer has: folder screens from the first missing folder on (the root's
    /// stays, pointed at `document`'s root), and a loaded recording that is gone.
    public func reconcile(with document: RecordingsDocument) {
        let folders = content.folderViews
        if folders.first?.folderUUID != document.rootUUID {
            commit(SplitViewState.Action.popFolderViews(depth: 1)) {
                $0.folderViews = [FolderViewState(uuid: document.rootUUID)]
            }
        } else if let missing = folders.firstIndex(where: { document.folder($0.folderUUID) == nil }) {
            popToNewDepth(missing)
        }
        if let uuid = content.playView.uuid, document[uuid]?.recording == nil {
            setPlaySelection(nil)
        }
    }
}
