import Foundation
import MAVB
import RecordingsCore
import ViewKit

/// A folder screen as a view binder (the sample's `folderView(_:_:_:)`): no controller subclass, only
/// bindings from the adapters to the views and from the views' actions to messages.
///
/// - The title follows the folder's name (`.title <-- store.itemSignal`).
/// - The rows are the folder's sorted array mutations (`.tableData <-- store.folderContentsSignal(…).tableData()`).
/// - A selected row goes to the folder state's `selection`; the bindings that live as long as the screen
///   (`.cancelOnClose`) push a folder or load a recording from it.
/// - Delete sends `.removeItem`; the bar buttons put a text alert or a record screen into the split state.
@MainActor
func folderView(_ folder: FolderState, _ split: SplitState, _ store: StoreAdapter) -> ViewControllerBinder {
    let uuid = folder.folderUuid
    let root = store.rootUuid
    return ViewControllerBinder(
        .title <-- store.itemSignal(uuid).map { $0.uuid == root ? RecordingsStrings.rootTitle : $0.name },
        .showsEditButton -- true,
        .navigationItem
            -- NavigationItemBinder(
                .rightBarButtonItems -- [
                    BarButtonItemBinder(
                        systemItem: .add,
                        .accessibilityLabel -- RecordingsStrings.newRecording,
                        .action
                            --> Input<Void>().map { RecordState(parentUuid: uuid) }.bind(to: split.recordState.input)
                    ),
                    BarButtonItemBinder(
                        systemItem: .organize,
                        .accessibilityLabel -- RecordingsStrings.newFolder,
                        .action
                            --> Input<Void>().map { TextAlertState(parentUuid: uuid) }.bind(to: split.textAlert.input)
                    ),
                ]),
        .layout
            -- .vertical(
                spacing: 0,
                .view(
                    TableBinder<DocumentItem>(
                        .tableData() <-- store.folderContentsSignal(uuid).tableData(),
                        .cellConstructor() -- { item, cell in
                            cell.textLabel.text = RecordingsStrings.rowText(
                                name: item.name, isFolder: item.folder != nil)
                            cell.accessoryType = .disclosureIndicator
                        },
                        .didSelectRow() --> folder.selection.input,
                        .commit()
                            --> Input<TableRow<DocumentItem>>().compactMap { $0.data?.uuid }
                            .map { StoreAdapter.Message.removeItem(uuid: $0) }.bind(to: store.input)
                    )),
                .view(miniPlayerView(split, store))),
        .cancelOnClose -- [
            {
                folder.selection.subscribeValues { row in
                    switch row?.data {
                    case .folder(let child): split.navStack.pushInput.send(FolderState(folderUuid: child.uuid))
                    case .recording(let recording): split.select(recording.uuid)
                    case nil: break
                    }
                }
            }
        ]
    )
}
