import Bindings
public import Foundation
public import KooberKit
public import KooberReduxKit
import KooberUI
public import OpenCombine
public import ViewKit

/// "Where To?" (the sample's Redux `DropoffLocationPickerContentViewController` and its root view): the
/// search bar's text goes to the user interactions, which search around the pick-up once it rests; the
/// store's results fill the table, and choosing a row tells the user interactions. Every place shows as
/// soon as the picker appears (the sample's empty search in `viewDidAppear`).
@MainActor
public final class DropoffLocationPickerContentViewController: TableViewController, SearchBarDelegate {
    /// Where the person is picked up; searches are around it.
    public let pickupLocation: Location
    /// The picker's state; finishes when the picker goes.
    public let statePublisher: AnyPublisher<DropoffLocationPickerViewControllerState, Never>
    /// Searches, chooses, cancels, and hears that an error was seen.
    public let userInteractions: any DropoffLocationPickerUserInteractions
    /// The search bar.
    public let searchBar = SearchBar(placeholder: KooberStrings.search)
    private var searchResults: [NamedLocation] = []
    private var searchedOnAppearance = false
    private static let cellIdentifier = "place"
    private lazy var errors = ErrorsPresenter(viewController: self) { [userInteractions] errorMessage in
        userInteractions.finishedPresenting(errorMessage)
    }

    /// Creates the picker's content.
    public init(
        pickupLocation: Location, statePublisher: AnyPublisher<DropoffLocationPickerViewControllerState, Never>,
        userInteractions: any DropoffLocationPickerUserInteractions
    ) {
        self.pickupLocation = pickupLocation
        self.statePublisher = statePublisher
        self.userInteractions = userInteractions
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
        statePublisher.map(\.searchResults).removeDuplicates().bind(to: self) { controller, results in
            controller.searchResults = results
            controller.tableView.reloadData()
        }
        statePublisher.map(\.errorsToPresent).removeDuplicates().bind(to: self) { controller, errors in
            controller.errors.show(errors)
        }
    }

    public override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        guard !searchedOnAppearance else { return }
        searchedOnAppearance = true
        userInteractions.searchForDropoffLocations(using: "", for: pickupLocation)
    }

    private func cancel() {
        userInteractions.cancelDropoffLocationPicker()
    }

    public func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) {
        userInteractions.searchForDropoffLocations(using: searchText, for: pickupLocation)
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
        userInteractions.select(dropoffLocation: searchResults[indexPath.row])
    }
}
