import Foundation
import RecordingsCore
import ViewKit
import ViewStateStore

/// Builds the text alert a ``TextAlertState`` describes, and carries out its buttons (the book's modal
/// text alert, driven by the view state).
///
/// Typing goes into the view state as it happens (`changeTextAlertText`), so the text being typed is
/// logged, restored and travelled through. "Create" adds the folder; "Save" adds the recording just made
/// (to the root folder when its folder was deleted meanwhile, so the take is not lost). A refused name
/// becomes a message alert; for a recording, confirming it asks again.
@MainActor
enum TextAlertController {
    /// The alert for `state`, wired to `context`'s stores.
    static func make(for state: TextAlertState, context: StoreContext) -> AlertController {
        let isRecording = state.recordingUUID != nil
        let alert = AlertController(
            title: isRecording ? RecordingsStrings.saveRecording : RecordingsStrings.createFolder, message: nil)
        alert.addTextField { field in
            field.placeholder = isRecording ? RecordingsStrings.nameForRecording : RecordingsStrings.folderName
            field.text = state.text
            field.addAction(for: .editingChanged) { control in
                guard let field = control as? TextField else { return }
                context.viewStateStore.changeTextAlertText(field.text)
            }
        }
        alert.addAction(
            AlertAction(title: RecordingsStrings.cancel, style: .cancel) { _ in
                if isRecording {
                    context.viewStateStore.finishRecording()
                } else {
                    context.viewStateStore.dismissTextAlert(alreadyApplied: true)
                }
            })
        let accept = AlertAction(title: isRecording ? RecordingsStrings.save : RecordingsStrings.create) {
            [weak alert] _ in
            accepted(text: alert?.textFields.first?.text ?? state.text, state: state, context: context)
        }
        alert.addAction(accept)
        alert.preferredAction = accept
        return alert
    }

    private static func accepted(text: String, state: TextAlertState, context: StoreContext) {
        let documentStore = context.documentStore
        let viewState = context.viewStateStore
        do throws(NameError) {
            if let recordingUUID = state.recordingUUID {
                let parent =
                    documentStore.content.folder(state.parentUUID) != nil
                    ? state.parentUUID : documentStore.rootFolderUUID
                try documentStore.addRecording(uuid: recordingUUID, named: text, to: parent)
                viewState.finishRecording()
            } else {
                viewState.dismissTextAlert(alreadyApplied: true)
                try documentStore.addFolder(named: text, to: state.parentUUID)
            }
        } catch {
            viewState.dismissTextAlert(alreadyApplied: true)
            viewState.showMessage(
                MessageAlertState(
                    title: RecordingsStrings.invalidName, message: error.description,
                    then: state.recordingUUID == nil
                        ? nil
                        : TextAlertState(text: "", parentUUID: state.parentUUID, recordingUUID: state.recordingUUID)))
        }
    }
}
