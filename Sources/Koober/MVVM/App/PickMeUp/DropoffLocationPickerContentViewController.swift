import Bindings
public import Foundation
import KooberKit
public import KooberMVVMKit
import KooberUI
import OpenCombine
public import ViewKit

/// The searchable list of places (the sample's `DropoffLocationPickerContentViewController`): "Where To?",
/// "Cancel", a "Search" bar whose text goes to the view model (which debounces it), and one row per place
/// the latest search found; choosing a row drops the rider off there.
@MainActor
public final class DropoffLocationPickerContentViewController: TableViewController, SearchBarDelegate {
    /// The list's view model.
    public let viewModel: DropoffLocationPickerViewModel
    /// "Search".
    public let searchBar = SearchBar(placeholder: KooberStrings.search)
    private var searchResults: [NamedLocation] = []
    private static let cellIdentifier = "place"

    /// Creates the list.
    public init(viewModel: DropoffLocationPickerViewModel) {
        self.viewModel = viewModel
        super.init()
        navigationItem.title = KooberStrings.whereToTitle
        navigationItem.leftBarButtonItem = BarButtonItem(
            title: KooberStrings.cancel, target: self, action: DropoffLocationPickerContentViewController.cancel)
        navigationItem.searchBar = searchBar
        searchBar.delegate = self
    }

    public override func loadView() {
        super.loadView()
        tableView.accessibilityIdentifier = "places"
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.$searchResults.bind(to: self) { controller, results in
            controller.searchResults = results
            controller.tableView.reloadData()
        }
        viewModel.errorMessages.bind(to: self) { controller, errorMessage in
            controller.present(errorMessage: errorMessage)
        }
    }

    private func cancel() {
        viewModel.cancelDropoffLocationSelection()
    }

    public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {
        viewModel.searchInputChanged(searchText)
    }

    public override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        searchResults.count
    }

    public override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell =
            tableView.dequeueReusableCell(withIdentifier: Self.cellIdentifier)
            ?? TableViewCell(style: .default, reuseIdentifier: Self.cellIdentifier)
        cell.textLabel.text = searchResults[indexPath.row].name
        return cell
    }

    public override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        guard searchResults.indices.contains(indexPath.row) else { return }
        viewModel.select(dropoffLocation: searchResults[indexPath.row])
    }
}
