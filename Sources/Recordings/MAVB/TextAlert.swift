import Foundation
import MAVB
import RecordingsCore
import ViewKit

/// The text alert of a ``TextAlertState``: a new folder's name ("Create") or the name of the take just
/// recorded ("Save"). A valid name becomes a store message; a refused one a message alert (which, for a
/// take, asks again after OK). Cancelling a take's name discards the take.
@MainActor
func textAlert(_ alert: TextAlertState, _ split: SplitState, _ store: StoreAdapter) -> Presentation {
    let isRecording = alert.recordingUuid != nil
    return .alert(
        key: "text \(alert.parentUuid) \(alert.recordingUuid?.uuidString ?? "")",
        title: isRecording ? RecordingsStrings.saveRecording : RecordingsStrings.createFolder,
        textField: TextFieldBinder(
            .placeholder -- (isRecording ? RecordingsStrings.nameForRecording : RecordingsStrings.folderName)),
        actions: [
            AlertActionSpec(
                title: RecordingsStrings.cancel, style: .cancel,
                perform: { _ in
                    split.textAlert.clear()
                    if isRecording { split.recordState.clear() }
                }),
            AlertActionSpec(
                title: isRecording ? RecordingsStrings.save : RecordingsStrings.create, isPreferred: true,
                perform: { text in accept(text, alert, split, store) }),
        ])
}

@MainActor
private func accept(_ text: String, _ alert: TextAlertState, _ split: SplitState, _ store: StoreAdapter) {
    split.textAlert.clear()
    do throws(NameError) {
        let name = try Item.validatedName(text)
        if let uuid = alert.recordingUuid {
            store.input.send(.addRecording(uuid: uuid, name: name, parentUuid: alert.parentUuid))
            split.recordState.clear()
        } else {
            store.input.send(.addFolder(name: name, parentUuid: alert.parentUuid))
        }
    } catch {
        split.show(
            AlertMessage(
                title: RecordingsStrings.invalidName, message: error.description,
                then: alert.recordingUuid == nil ? nil : alert))
    }
}
