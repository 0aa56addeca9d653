public import Foundation
public import KooberKit
public import Logging
public import Redux
public import Services

/// The drop-off picker in Redux (the sample's `ReduxDropoffLocationPickerUserInteractions`, with the
/// MVVM picker's debouncing).
///
/// A picker's first search runs at once (every place, for the empty text it opens with); a later text
/// is searched once it rested for ``debounce`` seconds on the clock, and a text equal to the last one
/// is not searched again. Each search gets an identity from the injected generator and dispatches
/// ``DropoffLocationPickerActions/newLocationSearch(searchID:)``, then its places or its error ("Error
/// Searching"); the reducer drops the answers of searches that are no longer current. Choosing a place
/// or "Cancel" drops a search still waiting out its debounce.
@MainActor
public final class ReduxDropoffLocationPickerUserInteractions: DropoffLocationPickerUserInteractions {
    /// How long the text must rest before it is searched (the MVVM picker's).
    public static let debounce: TimeInterval = 0.9

    let actionDispatcher: any ActionDispatcher<KooberAction>
    let locationRepository: any LocationRepository
    let clock: any Clock
    let ids: UUIDGenerator
    let logger: Logger
    let appState: @MainActor () -> AppState
    private let getters = PickMeUpGetters()
    private var pendingSearch: ClockTimer?
    private var lastQuery: String?

    /// Creates the interactions.
    ///
    /// - Parameters:
    ///   - clock: the clock debouncing runs on.
    ///   - ids: where searches and error messages take their identities.
    ///   - logger: where ignored searches are logged.
    ///   - appState: the store's current state (`{ stateStore.state }`), where the picker's current
    ///     search is read.
    public init(
        actionDispatcher: any ActionDispatcher<KooberAction>, locationRepository: any LocationRepository,
        clock: any Clock, ids: UUIDGenerator, logger: Logger = Logger(label: "apparch.koober.redux"),
        appState: @escaping @MainActor () -> AppState
    ) {
        self.actionDispatcher = actionDispatcher
        self.locationRepository = locationRepository
        self.clock = clock
        self.ids = ids
        self.logger = logger
        self.appState = appState
    }

    isolated deinit {
        pendingSearch?.invalidate()
    }

    public func cancelDropoffLocationPicker() {
        dropPendingSearch()
        actionDispatcher.dispatch(.dropoffLocationPicker(.cancelDropoffLocationPicker))
    }

    public func searchForDropoffLocations(using query: String, for pickupLocation: Location) {
        guard case .inScope(let picker) = getters.getDropoffLocationPickerViewControllerState(appState: appState())
        else { return logger.notice("Ignored a search for \"\(query)\": the drop-off picker is gone.") }
        if picker.currentSearchID == nil {
            dropPendingSearch()
            lastQuery = query
            return search(query, near: pickupLocation)
        }
        guard query != lastQuery else { return }
        lastQuery = query
        pendingSearch?.invalidate()
        pendingSearch = clock.scheduleTimer(interval: Self.debounce, repeats: false) { [weak self] _ in
            self?.pendingSearch = nil
            self?.search(query, near: pickupLocation)
        }
    }

    public func select(dropoffLocation: NamedLocation) {
        dropPendingSearch()
        actionDispatcher.dispatch(.dropoffLocationPicker(.dropoffLocationSelected(dropoffLocation)))
    }

    public func finishedPresenting(_ errorMessage: ErrorMessage) {
        actionDispatcher.dispatch(.dropoffLocationPicker(.finishedPresentingError(errorMessage)))
    }

    private func dropPendingSearch() {
        pendingSearch?.invalidate()
        pendingSearch = nil
    }

    private func search(_ query: String, near pickupLocation: Location) {
        guard case .inScope = getters.getDropoffLocationPickerViewControllerState(appState: appState()) else {
            return logger.notice("Ignored a search for \"\(query)\": the drop-off picker is gone.")
        }
        let searchID = ids.next()
        actionDispatcher.dispatch(.dropoffLocationPicker(.newLocationSearch(searchID: searchID)))
        locationRepository.searchForLocations(using: query, pickupLocation: pickupLocation)
            .done { [actionDispatcher] searchResults in
                actionDispatcher.dispatch(
                    .dropoffLocationPicker(.locationSearchComplete(searchID: searchID, searchResults: searchResults)))
            }
            .catch { [actionDispatcher, ids] _ in
                let errorMessage = ErrorMessage(
                    title: KooberStrings.searchErrorTitle, message: KooberStrings.searchErrorMessage, ids: ids)
                actionDispatcher.dispatch(
                    .dropoffLocationPicker(.locationSearchFailed(searchID: searchID, errorMessage)))
            }
    }
}
