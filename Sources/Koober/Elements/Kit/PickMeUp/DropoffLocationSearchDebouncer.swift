public import Elements
public import Foundation
public import KooberKit
public import Services

/// When the drop-off picker searches (the sample view controller's `debounce(0.9)`, and the timing of
/// `ReduxDropoffLocationPickerUserInteractions` and the MVVM picker, kept so all patterns show the same
/// screens): the picker's first text is searched at once (every place, for the empty text it opens
/// with); a later text once it rested for ``debounce`` seconds on the clock; a text equal to the last
/// one is not searched again. Each search is a new use case from the factory, and starting it cancels the
/// search before it (at that moment the reducer would drop the older answer anyway, so the screen is
/// the one MVVM and Redux show). ``stop()`` (choosing a place, "Cancel", the picker closing) drops the
/// waiting text and cancels the search in flight.
///
/// UI-free: the picker's view controller owns one and feeds it the search bar's text.
@MainActor
public final class DropoffLocationSearchDebouncer {
    /// How long the text must rest before it is searched (MVVM's and Redux's).
    public static let debounce: TimeInterval = 0.9

    // MARK: - Properties
    let pickupLocation: Location
    let clock: any Clock
    let debounce: TimeInterval
    let makeSearchDropoffLocationsUseCase: SearchDropoffLocationsUseCaseFactory
    private var pendingSearch: ClockTimer?
    private var lastQuery: String?
    /// The search started last, until the next one starts or ``stop()`` is called.
    public private(set) var currentSearch: (any CancelableUseCase)?

    // MARK: - Methods
    /// Creates the debouncer of a picker at `pickupLocation`.
    ///
    /// - Parameters:
    ///   - clock: the clock the text rests on.
    ///   - debounce: how long it must rest (``debounce`` by default).
    ///   - makeSearchDropoffLocationsUseCase: makes each search.
    public init(
        pickupLocation: Location, clock: any Clock, debounce: TimeInterval = DropoffLocationSearchDebouncer.debounce,
        makeSearchDropoffLocationsUseCase: @escaping SearchDropoffLocationsUseCaseFactory
    ) {
        self.pickupLocation = pickupLocation
        self.clock = clock
        self.debounce = debounce
        self.makeSearchDropoffLocationsUseCase = makeSearchDropoffLocationsUseCase
    }

    isolated deinit {
        pendingSearch?.invalidate()
    }

    /// The search bar's text is `query` now.
    public func textChanged(to query: String) {
        guard let lastQuery else {
            self.lastQuery = query
            return startSearch(for: query)
        }
        guard query != lastQuery else { return }
        self.lastQuery = query
        pendingSearch?.invalidate()
        pendingSearch = clock.scheduleTimer(interval: debounce, repeats: false) { [weak self] _ in
            self?.pendingSearch = nil
            self?.startSearch(for: query)
        }
    }

    /// Drops the text waiting to be searched and cancels the search in flight.
    public func stop() {
        pendingSearch?.invalidate()
        pendingSearch = nil
        currentSearch?.cancel()
        currentSearch = nil
    }

    private func startSearch(for query: String) {
        currentSearch?.cancel()
        let search = makeSearchDropoffLocationsUseCase(query, pickupLocation)
        currentSearch = search
        search.start()
    }
}
