import Foundation
import MAVB
import RecordingsCore

extension SplitState {
    /// Drops what `document` no longer has, before the state is shown: folder screens from the first
    /// missing folder on (the root's stays, pointed at the document's root), and a loaded recording that
    /// is gone. A restored state, or one travelled to, may name either.
    func reconcile(with document: RecordingsDocument) {
        let folders = navStack.value.map(\.folderUuid)
        if folders.first != document.rootUUID {
            navStack.replace(with: [FolderState(folderUuid: document.rootUUID)])
        } else if let missing = folders.firstIndex(where: { document.folder($0) == nil }) {
            navStack.replace(with: Array(navStack.value.prefix(missing)))
        }
        if let uuid = playState.value?.uuid, document[uuid]?.recording == nil {
            playState.set(nil)
        }
    }
}
