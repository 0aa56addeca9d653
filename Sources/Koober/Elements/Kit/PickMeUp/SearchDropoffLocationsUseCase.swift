public import Elements
public import KooberKit
public import KooberReduxKit
public import Logging
public import Redux

/// A drop-off search, cancelable (the book's `SearchDropoffLocationsUseCase`; the search that
/// `ReduxDropoffLocationPickerUserInteractions` runs once the text rested).
///
/// ``start()`` takes a new search identity, dispatches
/// ``DropoffLocationPickerActions/newLocationSearch(searchID:)`` and asks the repository; its places
/// dispatch ``DropoffLocationPickerActions/locationSearchComplete(searchID:searchResults:)``, its failure
/// ``DropoffLocationPickerActions/locationSearchFailed(searchID:_:)`` ("Error Searching" / "Could not run
/// location search.\nPlease try again.", the text every pattern shows). The reducer drops the answer of
/// a search that is no longer the current one.
///
/// Cancelling abandons the search, it does not stop the request: ``cancel()`` before ``start()`` means
/// the repository is never asked and nothing is dispatched; ``cancel()`` while the request runs means
/// neither its places nor its error are dispatched. (The book's listing still dispatches the error of a
/// cancelled search; the sample's code checks; here neither answer of a cancelled search is dispatched.)
///
/// When the drop-off picker is gone (read through `appState`), a start does nothing but log. The text's
/// debouncing is the picker's (``DropoffLocationSearchDebouncer``), as in the sample's view controller.
///
/// Contract: lives until the repository answered, then is freed.
@MainActor
public final class SearchDropoffLocationsUseCase: CancelableUseCase {
    // MARK: - Properties
    // Input data
    let query: String
    let pickupLocation: Location
    // Side-effect subsystems
    let actionDispatcher: any ActionDispatcher<KooberAction>
    let locationRepository: any LocationRepository
    let ids: UUIDGenerator
    let logger: Logger
    let appState: (@MainActor () -> AppState)?
    /// Whether ``cancel()`` was called.
    public private(set) var isCancelled = false

    // MARK: - Methods
    /// Creates a search for `query` near `pickupLocation`.
    ///
    /// - Parameters:
    ///   - ids: where the search and its error message take their identities.
    ///   - logger: where a search for a picker that is gone is logged.
    ///   - appState: the store's current state, to skip a search once the picker is gone; nil always
    ///     searches.
    public init(
        query: String, pickupLocation: Location, actionDispatcher: any ActionDispatcher<KooberAction>,
        locationRepository: any LocationRepository, ids: UUIDGenerator,
        logger: Logger = Logger(label: "apparch.koober.elements"), appState: (@MainActor () -> AppState)? = nil
    ) {
        self.query = query
        self.pickupLocation = pickupLocation
        self.actionDispatcher = actionDispatcher
        self.locationRepository = locationRepository
        self.ids = ids
        self.logger = logger
        self.appState = appState
    }

    public func start() {
        guard !isCancelled else { return }
        if let appState,
            case .outOfScope = PickMeUpGetters().getDropoffLocationPickerViewControllerState(appState: appState())
        {
            return logger.notice("Ignored a search for \"\(query)\": the drop-off picker is gone.")
        }
        let searchID = ids.next()
        actionDispatcher.dispatch(.dropoffLocationPicker(.newLocationSearch(searchID: searchID)))
        locationRepository.searchForLocations(using: query, pickupLocation: pickupLocation)
            .done { searchResults in
                guard !self.isCancelled else { return }
                self.actionDispatcher.dispatch(
                    .dropoffLocationPicker(.locationSearchComplete(searchID: searchID, searchResults: searchResults)))
            }
            .catch { _ in
                // NB: the book's code dispatches this error even after `cancel()`; a cancelled search
                // reports nothing here.
                guard !self.isCancelled else { return }
                let errorMessage = ErrorMessage(
                    title: KooberStrings.searchErrorTitle, message: KooberStrings.searchErrorMessage, ids: self.ids)
                self.actionDispatcher.dispatch(
                    .dropoffLocationPicker(.locationSearchFailed(searchID: searchID, errorMessage)))
            }
    }

    public func cancel() {
        isCancelled = true
    }
}
