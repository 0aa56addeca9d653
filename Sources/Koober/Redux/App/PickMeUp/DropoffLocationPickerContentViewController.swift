import Bindings
public import KooberKit
public import KooberReduxKit
public import KooberUI
public import OpenCombine
import ViewKit

/// "Where To?" (the sample's Redux `DropoffLocationPickerContentViewController` and its root view): the
/// search bar's text goes to the user interactions, which search around the pick-up once it rests; the
/// store's results fill the table, and choosing a row tells the user interactions (the list is
/// ``DropoffLocationSearchViewController``'s, shared with every pattern). Every place shows as soon as the
/// picker appears (the sample's empty search in `viewDidAppear`).
@MainActor
public final class DropoffLocationPickerContentViewController: DropoffLocationSearchViewController {
    /// Where the person is picked up; searches are around it.
    public let pickupLocation: Location
    /// The picker's state; finishes when the picker goes.
    public let statePublisher: AnyPublisher<DropoffLocationPickerViewControllerState, Never>
    /// Searches, chooses, cancels, and hears that an error was seen.
    public let userInteractions: any DropoffLocationPickerUserInteractions
    private var searchedOnAppearance = false
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
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        statePublisher.map(\.searchResults).removeDuplicates().bind(to: self) { controller, results in
            controller.show(searchResults: results)
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

    /// Hands the text to the user interactions, which search around the pick-up once it rests.
    public override func searchTextChanged(_ searchText: String) {
        userInteractions.searchForDropoffLocations(using: searchText, for: pickupLocation)
    }

    /// Tells the user interactions the drop-off.
    public override func dropoffLocationSelected(_ dropoffLocation: NamedLocation) {
        userInteractions.select(dropoffLocation: dropoffLocation)
    }

    /// Tells the user interactions the person gave up choosing.
    public override func cancelTapped() {
        userInteractions.cancelDropoffLocationPicker()
    }
}
