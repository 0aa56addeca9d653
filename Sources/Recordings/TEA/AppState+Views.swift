import RecordingsCore
public import TEA
import ViewKit

extension AppState {
    /// The whole interface (the book's `AppState.viewController`): a split view of the folder stack and
    /// the player, with the record screen presented over it while recording.
    public var viewController: TEA.ViewController<Message> {
        let rootView = TEA.SplitViewController<Message>(
            left: { _ in self.master },
            right: { _ in self.detail },
            collapseSecondaryViewController: playState == nil || playerDismissed,
            popDetail: .popDetail)
        return .splitViewController(rootView, modal: recordModal)
    }

    /// The folder stack: one table screen per folder, with Edit and the two add buttons, and the mini
    /// player below the rows.
    public var master: TEA.NavigationController<Message> {
        // NB: not a lazy view of the playback: a lazy view keeps its input until the next render of its
        // real view, and the playback holds the player, which must stop when the recording is deleted.
        let miniPlayer = self.miniPlayer
        let viewControllers: [TEA.NavigationItem<Message>] = folders.enumerated().map { index, folder in
            var tableView: TEA.TableView<Message> = folder.tableView(onSelect: Message.select, onDelete: Message.delete)
            tableView.bottomBar = miniPlayer
            return TEA.NavigationItem(
                title: index == 0 ? RecordingsStrings.rootTitle : folder.name,
                leftBarButtonItem: .editButton,
                rightBarButtonItems: [
                    .system(.add, accessibilityLabel: RecordingsStrings.newRecording, action: .createNewRecording),
                    .system(
                        .organize, accessibilityLabel: RecordingsStrings.newFolder, action: .showCreateFolderPrompt),
                ],
                viewController: .tableViewController(tableView))
        }
        return TEA.NavigationController(viewControllers: viewControllers, back: .back, popDetail: .popDetail)
    }

    /// The mini player while a recording is loaded: its name (tapping it shows the player), the play
    /// button with the player's title, and the progress.
    public var miniPlayer: TEA.View<Message>? {
        playState.map(Self.miniPlayer(of:))
    }

    /// What the mini player shows: the input of its lazy view.
    struct MiniPlayer: Equatable {
        var name: String
        var buttonTitle: String
        var progress: Double
    }

    /// The mini player of `state`: a lazy view of what it shows, so a render in which that did not change
    /// (a keystroke in the player's name field, a change elsewhere in the library) compares one value and
    /// leaves the bar alone. Inside it, the buttons are lazy views of their texts, so a tick renders the
    /// progress alone. The inputs are the texts, not the playback, whose player a lazy view would keep.
    static func miniPlayer(of state: PlayerState) -> TEA.View<Message> {
        let shown = MiniPlayer(
            name: state.recording.name, buttonTitle: state.buttonTitle,
            progress: state.duration > 0 ? state.position / state.duration : 0)
        return .lazy(shown) { shown in
            .stackView(
                views: [
                    .lazy(shown.name) { name in .button(text: name, onTap: .showPlayer) },
                    .lazy(shown.buttonTitle) { title in .button(text: title, onTap: .player(.togglePlay)) },
                    .progress(shown.progress),
                ], axis: .horizontal, spacing: 8, accessibilityLabel: RecordingsStrings.nowPlaying)
        }
    }

    /// The detail: the player, or "No recording selected".
    public var detail: TEA.NavigationController<Message> {
        let player: TEA.ViewController<Message>? = playState?.viewController.map { .player($0) }
        return TEA.NavigationController(viewControllers: [
            TEA.NavigationItem(
                title: playState?.recording.name ?? "", viewController: player ?? Self.noRecordingSelected)
        ])
    }

    /// The record screen while recording: the time recorded and Stop, a lazy view of the time (a store
    /// change or a playback tick under the sheet leaves it alone).
    public var recordModal: TEA.Modal<Message>? {
        recordState.map { state in
            TEA.Modal(
                viewController: .viewController(
                    .lazy(state.duration) { duration in
                        .stackView(
                            views: [
                                .label(text: timeString(duration), style: .largeTitle),
                                .button(
                                    text: RecordingsStrings.stop, style: .destructive, onTap: .recording(.stop)),
                            ], spacing: 24)
                    }),
                presentationStyle: .pageSheet)
        }
    }

    static var noRecordingSelected: TEA.ViewController<Message> {
        .viewController(
            .stackView(views: [.label(text: RecordingsStrings.noRecordingSelected, style: .headline)], spacing: 16))
    }
}

extension FolderValue {
    /// The folder's items as table rows (the book's `Folder.tableView(onSelect:onDelete:)`).
    ///
    /// NB: the book maps every item to a cell on every render. The rows here are the items themselves,
    /// made into cells only for the rows on screen: a render in which the folder did not change (a
    /// progress tick, say) costs one storage comparison, and a change is diffed by UUID without making a
    /// cell (see `TEA.TableView`).
    public func tableView<Message>(
        onSelect: @escaping (ItemValue) -> Message, onDelete: @escaping (ItemValue) -> Message
    )
        -> TEA.TableView<Message>
    {
        // A row shows the item's kind and name: a change inside a subfolder does not reload its row.
        TEA.TableView(rows: items, id: { $0.uuid }, isContentEqual: { $0.hasSameRow(as: $1) }) { item in
            TEA.TableViewCell(
                identity: item.uuid, text: item.rowText,
                accessory: .disclosureIndicator, onSelect: onSelect(item), onDelete: onDelete(item))
        }
    }
}
