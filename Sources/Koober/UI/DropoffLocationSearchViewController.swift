public import Foundation
public import KooberKit
public import ViewKit

/// The searchable list of places every pattern shows (the sample's `DropoffLocationPickerContentViewController`
/// and its root view, less where its state comes from): "Where To?", "Cancel", a "Search" bar, and one row
/// per place the latest search found.
///
/// Contract: a pattern subclasses it, calls ``show(searchResults:)`` with every new list of places, and
/// overrides the override points: ``searchTextChanged(_:)``, ``dropoffLocationSelected(_:)`` and
/// ``cancelTapped()``.
@MainActor
open class DropoffLocationSearchViewController: TableViewController, SearchBarDelegate {
    /// "Search".
    public let searchBar = SearchBar(placeholder: KooberStrings.search)
    /// The places the rows show, in order.
    public private(set) var searchResults: [NamedLocation] = []
    private static let cellIdentifier = "place"

    /// Creates the list: its title, "Cancel" and the search bar go in the navigation item.
    public override init() {
        super.init()
        navigationItem.title = KooberStrings.whereToTitle
        navigationItem.leftBarButtonItem = BarButtonItem(
            title: KooberStrings.cancel, target: self, action: DropoffLocationSearchViewController.cancelTapped)
        navigationItem.searchBar = searchBar
        searchBar.delegate = self
    }

    /// Builds the table of places. A subclass that overrides it calls `super` first.
    open override func loadView() {
        super.loadView()
        tableView.accessibilityIdentifier = "places"
    }

    /// Shows `searchResults`, one row per place.
    public func show(searchResults: [NamedLocation]) {
        self.searchResults = searchResults
        tableView.reloadData()
    }

    // MARK: Override points

    /// The person typed `searchText` into the search bar. The default does nothing; a pattern searches.
    open func searchTextChanged(_ searchText: String) {}

    /// The person chose `dropoffLocation`. The default does nothing; a pattern drops the rider off there.
    open func dropoffLocationSelected(_ dropoffLocation: NamedLocation) {}

    /// "Cancel" was pressed. The default does nothing; a pattern closes the picker.
    open func cancelTapped() {}

    // MARK: SearchBarDelegate, TableViewDataSource, TableViewDelegate

    /// Hands the text to ``searchTextChanged(_:)``.
    public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {
        searchTextChanged(searchText)
    }

    /// One row per place of ``searchResults``.
    public override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        searchResults.count
    }

    /// A row with the place's name.
    public override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier)
            ?? TableViewCell(style: .default, reuseIdentifier: Self.cellIdentifier)
        cell.textLabel.text = searchResults[indexPath.row].name
        return cell
    }

    /// Hands the row's place to ``dropoffLocationSelected(_:)``.
    public override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard searchResults.indices.contains(indexPath.row) else { return }
        dropoffLocationSelected(searchResults[indexPath.row])
    }
}
