import Foundation
import MAVB
import RecordingsCore
import Services
import ViewKit

/// A window's interface as one view binder (the sample's `splitView`): the folder screens from the
/// navigation stack adapter, the player as the detail, and the modal screens from the split state.
///
/// - `.stack <-- navStack.stackMap { folderView }` pushes and pops; the back button feeds the new depth
///   back (`.poppedToCount`), so the view state follows without being applied twice.
/// - A collapsed split shows the player while one is loaded and not gone back from; going back from it
///   sets `playerDismissed`.
/// - The record screen, the text alert and the messages are presented in that order, each over the one
///   before, whenever the split state names them.
/// - The window's audio and its reconciliation with the document live as long as the split view.
@MainActor
func splitView(_ split: SplitState, _ store: StoreAdapter) -> SplitViewControllerBinder {
    let primary = NavigationControllerBinder(
        .stack
            <-- split.navStack.stackMap { folder -> any ViewControllerConvertible in folderView(folder, split, store) },
        .poppedToCount --> split.navStack.poppedToCount)
    let detail = NavigationController(rootViewController: playView(split, store).instance())
    return SplitViewControllerBinder(
        primary: primary, detail: detail,
        .showsDetail
            <-- Signal.combine(split.playState.signal, split.playerDismissed.signal).map { $0 != nil && !$1 },
        .dismissedDetail --> Input<Void>().map { true }.bind(to: split.playerDismissed.input),
        .presentations
            <-- Signal.combine(split.recordState.signal, split.textAlert.signal, split.messages.signal).map {
                record, alert, messages in
                presentations(record: record, alert: alert, messages: messages ?? [], split, store)
            },
        .cancelOnClose -- [
            { PlayerService.connect(split, store) },
            { reconcile(split, store) },
        ]
    )
}

/// Keeps the window's state in step with the document: folder screens of deleted folders leave the
/// stack, and a deleted recording leaves the player.
@MainActor
private func reconcile(_ split: SplitState, _ store: StoreAdapter) -> SignalSubscription {
    store.documentSignal().subscribeValuesUntilEnd { document in
        let folders = split.navStack.value
        if let missing = folders.firstIndex(where: { document.folder($0.folderUuid) == nil }) {
            split.navStack.popToCount.send(max(1, missing))
        }
        if let uuid = split.playState.value?.uuid, document[uuid]?.recording == nil {
            split.playState.set(nil)
        }
    }
}

/// The modal screens the state names, bottom first.
@MainActor
private func presentations(
    record: RecordState?, alert: TextAlertState?, messages: [AlertMessage], _ split: SplitState,
    _ store: StoreAdapter
) -> [Presentation] {
    var result: [Presentation] = []
    if let record {
        result.append(
            Presentation(key: "record \(record.recordingUuid)") { RecordViewController(record, split, store) })
    }
    if let alert { result.append(textAlert(alert, split, store)) }
    for (index, message) in messages.enumerated() {
        result.append(
            .alert(
                key: "message \(index) \(message.title)", title: message.title, message: message.message,
                actions: [
                    AlertActionSpec(
                        title: RecordingsStrings.ok, style: .cancel,
                        perform: { _ in split.dismissMessage() })
                ]))
    }
    return result
}
