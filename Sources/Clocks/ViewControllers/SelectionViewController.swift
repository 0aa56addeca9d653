public import Foundation
import Services
public import ViewKit
import ViewStateStore

/// The modal screen that picks a timezone to add (the article's `SelectionViewController`): the tz
/// database's identifiers filtered by a search field, Cancel, and the history bar.
///
/// It follows the article's observer: a search change refilters; a scroll sets the offset; a reload
/// sets the offset *and* the search field's text, then refilters (during typing the field already shows
/// the text). Picking a row adds the timezone to the document and hides the screen through the view
/// state; the split view dismisses it.
@MainActor
public final class SelectionViewController: TableViewController, SearchBarDelegate {
    /// The shared models.
    public let context: ClocksContext
    /// The search field ("Search").
    public let searchBar = SearchBar(placeholder: ClocksStrings.search)
    /// Says why the list is empty: no tz database, or no match.
    public let messageLabel = Label(style: .caption)
    /// The history bar below the list.
    public let historyBar: HistoryBarViewController
    /// The identifiers the list shows.
    public private(set) var filteredIdentifiers: [String] = []
    private var observation: StoreObservation?
    private var isApplyingState = false
    private static let cellIdentifier = "identifier"

    /// Creates the selection screen for `context`.
    public init(context: ClocksContext) {
        self.context = context
        historyBar = HistoryBarViewController(history: context.history)
        super.init()
        title = ClocksStrings.selectionTitle
        navigationItem.leftBarButtonItem = BarButtonItem(
            systemItem: .cancel, target: self, action: SelectionViewController.cancel)
        navigationItem.searchBar = searchBar
        searchBar.delegate = self
        addChild(historyBar)
    }

    public override func loadView() {
        super.loadView()
        tableView.accessibilityIdentifier = "timezones"
        messageLabel.accessibilityIdentifier = "selectionMessage"
        view = StackView(axis: .vertical, spacing: 0, arrangedSubviews: [messageLabel, tableView, historyBar.view])
        historyBar.didMove(toParent: self)
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        observation = context.viewState.addObserver(actionType: SelectionViewState.Action.self) {
            [weak self] state, action in
            guard let self, let selection = state.selectionView else { return }
            self.handleViewStateNotification(selection, action: action)
        }
    }

    /// Applies the selection screen's view state.
    func handleViewStateNotification(_ state: SelectionViewState, action: SelectionViewState.Action?) {
        isApplyingState = true
        defer { isApplyingState = false }
        switch action {
        case .changedSearchString:
            refilter(state.searchText)
        case .scrolled:
            tableView.setContentOffset(state.selectionScrollOffsetY)
        case nil:
            searchBar.text = state.searchText
            refilter(state.searchText)
            tableView.setContentOffset(state.selectionScrollOffsetY)
        }
    }

    /// The identifiers matching `search`: case-insensitive, anywhere in the identifier, underscores read
    /// as spaces ("addis ab" finds "Africa/Addis_Ababa").
    public static func filter(_ identifiers: [String], by search: String) -> [String] {
        let query = search.trimmingCharacters(in: .whitespaces)
        guard !query.isEmpty else { return identifiers }
        return identifiers.filter { identifier in
            identifier.range(of: query, options: .caseInsensitive) != nil
                || identifier.replacingOccurrences(of: "_", with: " ").range(of: query, options: .caseInsensitive)
                    != nil
        }
    }

    private func refilter(_ search: String) {
        filteredIdentifiers = Self.filter(context.knownIdentifiers, by: search)
        tableView.reloadData()
        if context.knownIdentifiers.isEmpty {
            messageLabel.text = ClocksStrings.noTimezoneDatabase
        } else if filteredIdentifiers.isEmpty {
            messageLabel.text = ClocksStrings.noMatch(search)
        } else {
            messageLabel.text = nil
        }
        messageLabel.isHidden = messageLabel.text == nil
    }

    // MARK: Actions

    private func cancel() {
        context.viewState.changeSelectionViewVisibility(false)
    }

    public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {
        context.viewState.selectionViewSearchString(searchText)
    }

    // MARK: Table

    public override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        filteredIdentifiers.count
    }

    public override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier)
            ?? TableViewCell(style: .default, reuseIdentifier: Self.cellIdentifier)
        cell.textLabel.text = filteredIdentifiers[indexPath.row]
        return cell
    }

    public override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard filteredIdentifiers.indices.contains(indexPath.row) else { return }
        context.document.addTimezone(filteredIdentifiers[indexPath.row])
        context.viewState.changeSelectionViewVisibility(false)
    }

    public override func tableViewDidScroll(_ tableView: TableView) {
        guard !isApplyingState else { return }
        context.viewState.scrollSelectionView(offsetY: tableView.contentOffset)
    }
}
