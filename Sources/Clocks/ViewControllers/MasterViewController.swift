public import Foundation
import Services
public import ViewKit
import ViewStateStore

/// The list of clocks (the article's `MasterViewController`): one row per timezone with its live time,
/// an Edit/Done button, a "+" button, and the history bar below.
///
/// Every action only changes a model: a tap on a row changes the view state's detail, "+" shows the
/// selection screen through the view state, Edit toggles the view state's edit mode, a delete removes
/// the timezone from the document. The table changes only in the two observers: the document's (rows)
/// and the view state's (edit mode, scroll), each handling `nil` as "reload everything".
///
/// The clocks are not in either model: a timer on the context's clock refreshes the visible times, so
/// time travel never moves them and the history holds no time.
@MainActor
public final class MasterViewController: TableViewController {
    /// The shared models.
    public let context: ClocksContext
    /// The timezones in the order the rows show them (the article's `sortedTimezones`).
    public private(set) var sortedTimezones: [Timezone] = []
    /// The Edit/Done button; it asks the view state, which sets the edit mode.
    public let editItem = BarButtonItem(title: ClocksStrings.edit, style: .plain)
    /// The "+" button, labelled "Add".
    public let addItem = BarButtonItem(systemItem: .add)
    /// The history bar below the list.
    public let historyBar: HistoryBarViewController
    private var observations: [StoreObservation] = []
    private var timer: ClockTimer?
    private var isApplyingState = false
    private static let cellIdentifier = "clock"

    /// Creates the list for `context`.
    public init(context: ClocksContext) {
        self.context = context
        historyBar = HistoryBarViewController(history: context.history)
        super.init()
        title = ClocksStrings.masterTitle
        editItem.setTarget(self, action: MasterViewController.toggleEditing)
        addItem.accessibilityLabel = ClocksStrings.add
        addItem.setTarget(self, action: MasterViewController.add)
        navigationItem.leftBarButtonItem = editItem
        navigationItem.rightBarButtonItem = addItem
        addChild(historyBar)
    }

    public override func loadView() {
        super.loadView()
        tableView.accessibilityIdentifier = "clocks"
        view = StackView(axis: .vertical, spacing: 0, arrangedSubviews: [tableView, historyBar.view])
        historyBar.didMove(toParent: self)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        observations.append(
            context.document.addObserver(actionType: ClocksDocument.Action.self) { [weak self] document, action in
                self?.handleDocumentNotification(document, action: action)
            })
        observations.append(
            context.viewState.addObserver(actionType: MasterViewState.Action.self) { [weak self] state, action in
                self?.handleViewStateNotification(state.masterView, action: action)
            })
        timer = context.clock.scheduleTimer(interval: 1, repeats: true) { [weak self] _ in self?.tick() }
    }

    isolated deinit {
        timer?.invalidate()
    }

    // MARK: Changing the view

    /// Applies a document change to the rows: one row for an add or a remove, everything for a reload.
    func handleDocumentNotification(_ document: ClocksDocument, action: ClocksDocument.Action?) {
        let old = sortedTimezones
        sortedTimezones = document.sortedTimezones
        switch action {
        case .added(let uuid):
            guard let row = sortedTimezones.firstIndex(where: { $0.uuid == uuid }) else { return reload() }
            tableView.insertRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
        case .removed(let uuid):
            guard let row = old.firstIndex(where: { $0.uuid == uuid }) else { return reload() }
            tableView.deleteRows(at: [IndexPath(row: row, section: 0)], with: .automatic)
        case .renamed, nil:
            reload()
        }
    }

    private func reload() {
        withStateApplied {
            tableView.reloadData()
            // NB: the article cannot restore the scroll offset after `reloadData`, which finishes
            // asynchronously in UIKit; ViewKit's reload is synchronous, so the offset is reapplied here.
            tableView.setContentOffset(context.viewState.content.masterView.masterScrollOffsetY)
        }
    }

    /// Applies the list's view state: edit mode and scroll position (both on a reload).
    func handleViewStateNotification(_ state: MasterViewState, action: MasterViewState.Action?) {
        withStateApplied {
            if action == nil || action == .changedEditMode, isEditing != state.isEditing {
                setEditing(state.isEditing, animated: action != nil)
            }
            if action == nil || action == .scrolled {
                tableView.setContentOffset(state.masterScrollOffsetY)
            }
        }
    }

    public override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        editItem.title = editing ? ClocksStrings.done : ClocksStrings.edit
        editItem.style = editing ? .done : .plain
    }

    /// Runs `body` without reporting the scrolling it causes back to the view state.
    private func withStateApplied(_ body: () -> Void) {
        let wasApplying = isApplyingState
        isApplyingState = true
        body()
        isApplyingState = wasApplying
    }

    /// Refreshes the times of the rows on screen.
    private func tick() {
        let now = context.clock.now
        for cell in tableView.visibleCells {
            guard let row = cell.displayedIndexPath?.row, sortedTimezones.indices.contains(row) else { continue }
            cell.detailTextLabel.text = ClockFace.time(of: now, in: sortedTimezones[row].identifier)
        }
    }

    // MARK: Actions

    private func toggleEditing() {
        context.viewState.changeEditModeOnMaster(!context.viewState.content.masterView.isEditing)
    }

    private func add() {
        context.viewState.changeSelectionViewVisibility(true)
    }

    // MARK: Table

    public override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        sortedTimezones.count
    }

    public override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier)
            ?? TableViewCell(style: .value1, reuseIdentifier: Self.cellIdentifier)
        let timezone = sortedTimezones[indexPath.row]
        cell.textLabel.text = timezone.name
        cell.detailTextLabel.text = ClockFace.time(of: context.clock.now, in: timezone.identifier)
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    public override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    public override func tableView(
        _ tableView: TableView, commit editingStyle: TableView.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete, sortedTimezones.indices.contains(indexPath.row) else { return }
        context.document.removeTimezone(sortedTimezones[indexPath.row].uuid)
    }

    public override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard sortedTimezones.indices.contains(indexPath.row) else { return }
        context.viewState.changeDetailSelection(uuid: sortedTimezones[indexPath.row].uuid)
    }

    public override func tableViewDidScroll(_ tableView: TableView) {
        guard !isApplyingState else { return }
        context.viewState.scrollMasterView(offsetY: tableView.contentOffset)
    }
}
