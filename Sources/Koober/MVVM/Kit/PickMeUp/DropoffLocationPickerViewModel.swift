public import Foundation
public import KooberKit
public import OpenCombine
public import Services

/// The drop-off picker (the sample's `DropoffLocationPickerViewModel`): the search bar's text, debounced
/// by 0.9 s on the app's clock, searches the places; an answer to an older search than the latest is
/// dropped; choosing a place tells the drop-off responder, "Cancel" the cancel responder. A failed search
/// says "Error Searching".
@MainActor
public final class DropoffLocationPickerViewModel {
    /// How long the text must rest before it is searched.
    public static let debounce: TimeInterval = 0.9

    let pickupLocation: Location
    let locationRepository: any LocationRepository
    let dropoffLocationDeterminedResponder: any DropoffLocationDeterminedResponder
    let cancelDropoffLocationSelectionResponder: any CancelDropoffLocationSelectionResponder
    let clock: any Clock
    let ids: UUIDGenerator

    /// The places found by the latest search (every place at first).
    @Published public private(set) var searchResults: [NamedLocation] = []
    /// The errors to present.
    public var errorMessages: AnyPublisher<ErrorMessage, Never> { errorMessagesSubject.eraseToAnyPublisher() }
    private let errorMessagesSubject = PassthroughSubject<ErrorMessage, Never>()
    private var currentSearchID = 0
    private var pendingSearch: ClockTimer?
    private var query = ""

    /// Creates the picker and starts with every place (an empty search, at once).
    public init(
        pickupLocation: Location, locationRepository: any LocationRepository,
        dropoffLocationDeterminedResponder: any DropoffLocationDeterminedResponder,
        cancelDropoffLocationSelectionResponder: any CancelDropoffLocationSelectionResponder, clock: any Clock,
        ids: UUIDGenerator
    ) {
        self.pickupLocation = pickupLocation
        self.locationRepository = locationRepository
        self.dropoffLocationDeterminedResponder = dropoffLocationDeterminedResponder
        self.cancelDropoffLocationSelectionResponder = cancelDropoffLocationSelectionResponder
        self.clock = clock
        self.ids = ids
        searchForDropoffLocations(using: "")
    }

    isolated deinit {
        pendingSearch?.invalidate()
    }

    /// The search bar's text changed: it is searched once it rests for ``debounce`` seconds.
    public func searchInputChanged(_ text: String) {
        guard text != query else { return }
        query = text
        pendingSearch?.invalidate()
        pendingSearch = clock.scheduleTimer(interval: Self.debounce, repeats: false) { [weak self] _ in
            guard let self else { return }
            self.searchForDropoffLocations(using: self.query)
        }
    }

    func searchForDropoffLocations(using query: String) {
        currentSearchID += 1
        let searchID = currentSearchID
        locationRepository.searchForLocations(using: query, pickupLocation: pickupLocation)
            .done { [weak self] results in
                guard let self, searchID == self.currentSearchID else { return }
                self.searchResults = results
            }
            .catch { [weak self] _ in
                guard let self, searchID == self.currentSearchID else { return }
                self.errorMessagesSubject.send(
                    ErrorMessage(
                        title: KooberStrings.searchErrorTitle, message: KooberStrings.searchErrorMessage, ids: self.ids)
                )
            }
    }

    /// A place was chosen.
    public func select(dropoffLocation: NamedLocation) {
        pendingSearch?.invalidate()
        dropoffLocationDeterminedResponder.dropOffUser(at: dropoffLocation)
    }

    /// "Cancel".
    public func cancelDropoffLocationSelection() {
        pendingSearch?.invalidate()
        cancelDropoffLocationSelectionResponder.cancelDropoffLocationSelection()
    }
}
