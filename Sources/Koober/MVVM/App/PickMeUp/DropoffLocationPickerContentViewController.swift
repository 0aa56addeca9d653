import Bindings
public import KooberKit
public import KooberMVVMKit
public import KooberUI
import OpenCombine
import ViewKit

/// The searchable list of places (the sample's `DropoffLocationPickerContentViewController`): "Where To?",
/// "Cancel", a "Search" bar whose text goes to the view model (which debounces it), and one row per place
/// the latest search found; choosing a row drops the rider off there (the list is
/// ``DropoffLocationSearchViewController``'s, shared with every pattern).
@MainActor
public final class DropoffLocationPickerContentViewController: DropoffLocationSearchViewController {
    /// The list's view model.
    public let viewModel: DropoffLocationPickerViewModel

    /// Creates the list.
    public init(viewModel: DropoffLocationPickerViewModel) {
        self.viewModel = viewModel
        super.init()
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        viewModel.$searchResults.bind(to: self) { controller, results in controller.show(searchResults: results) }
        viewModel.errorMessages.bind(to: self) { controller, errorMessage in
            controller.present(errorMessage: errorMessage)
        }
    }

    /// Hands the text to the view model, which debounces it.
    public override func searchTextChanged(_ searchText: String) {
        viewModel.searchInputChanged(searchText)
    }

    /// Tells the view model the drop-off.
    public override func dropoffLocationSelected(_ dropoffLocation: NamedLocation) {
        viewModel.select(dropoffLocation: dropoffLocation)
    }

    /// Tells the view model the person gave up choosing.
    public override func cancelTapped() {
        viewModel.cancelDropoffLocationSelection()
    }
}
