import Elements
import ElementsTesting
import KooberElementsKit
import KooberKit
import KooberReduxKit
import Services
import Testing

/// The cancelable drop-off search (scenario 28) and the picker's debouncing of it.
@MainActor @Suite struct SearchDropoffLocationsUseCaseTests {
    let dispatcher = RecordingDispatcher()
    let repository = ControllableLocationRepository()

    func makeSearch(_ query: String = "opera") -> SearchDropoffLocationsUseCase {
        SearchDropoffLocationsUseCase(
            query: query, pickupLocation: Samples.sydney, actionDispatcher: dispatcher,
            locationRepository: repository, ids: Samples.ids)
    }

    @Test func cancelledBeforeStartNeverSearchesNorDispatches() {
        let search = makeSearch()
        search.cancel()
        search.start()
        #expect(repository.searches.requests.isEmpty)
        #expect(dispatcher.actions.isEmpty)
    }

    @Test func cancelledWhileRunningDropsTheResults() {
        let search = makeSearch()
        search.start()
        #expect(repository.searches.requests == [.init(query: "opera", pickupLocation: Samples.sydney)])
        search.cancel()
        repository.searches.answer(.success([Samples.opera]))
        #expect(dispatcher.actions.count == 1)
        guard case .dropoffLocationPicker(.newLocationSearch)? = dispatcher.actions.first else {
            Issue.record("expected only NewLocationSearch, got \(dispatcher.actions)")
            return
        }
    }

    @Test func cancelledWhileRunningDropsTheErrorToo() {
        let search = makeSearch()
        search.start()
        search.cancel()
        repository.searches.answer(.failure(FakeFailure()))
        #expect(dispatcher.actions.count == 1)
    }

    @Test func notCancelledDispatchesTheResultsOnceForItsSearch() {
        makeSearch().start()
        repository.searches.answer(.success([Samples.opera]))
        guard case .dropoffLocationPicker(.newLocationSearch(let searchID))? = dispatcher.actions.first else {
            Issue.record("expected NewLocationSearch first, got \(dispatcher.actions)")
            return
        }
        #expect(
            dispatcher.actions == [
                .dropoffLocationPicker(.newLocationSearch(searchID: searchID)),
                .dropoffLocationPicker(.locationSearchComplete(searchID: searchID, searchResults: [Samples.opera])),
            ])
    }

    @Test func aFailedSearchDispatchesErrorSearching() {
        makeSearch().start()
        repository.searches.answer(.failure(FakeFailure()))
        guard case .dropoffLocationPicker(.locationSearchFailed(_, let error))? = dispatcher.actions.last,
            dispatcher.actions.count == 2
        else {
            Issue.record("expected LocationSearchFailed, got \(dispatcher.actions)")
            return
        }
        #expect(error.title == "Error Searching")
        #expect(error.message == "Could not run location search.\nPlease try again.")
    }

    @Test func aSearchForAPickerThatIsGoneDoesNothing() {
        let search = SearchDropoffLocationsUseCase(
            query: "opera", pickupLocation: Samples.sydney, actionDispatcher: dispatcher,
            locationRepository: repository, ids: Samples.ids, appState: { .launching(LaunchViewControllerState()) })
        search.start()
        #expect(repository.searches.requests.isEmpty)
        #expect(dispatcher.actions.isEmpty)
    }

    // MARK: Debouncing

    final class Made {
        var queries: [String] = []
        var searches: [FakeUseCase] = []
    }

    func makeDebouncer(clock: VirtualClock, made: Made) -> DropoffLocationSearchDebouncer {
        DropoffLocationSearchDebouncer(
            pickupLocation: Samples.sydney, clock: clock,
            makeSearchDropoffLocationsUseCase: { query, _ in
                made.queries.append(query)
                let search = FakeUseCase()
                made.searches.append(search)
                return search
            })
    }

    @Test func thePickersFirstTextIsSearchedAtOnceLaterOnesOnceTheyRested() {
        let clock = VirtualClock()
        let made = Made()
        let debouncer = makeDebouncer(clock: clock, made: made)
        debouncer.textChanged(to: "")
        #expect(made.queries == [""])
        debouncer.textChanged(to: "o")
        debouncer.textChanged(to: "op")
        clock.advance(by: 0.5)
        debouncer.textChanged(to: "opera")
        clock.advance(by: 0.8)
        #expect(made.queries == [""])
        clock.advance(by: 0.1)
        #expect(made.queries == ["", "opera"])
        #expect(made.searches.map(\.events) == [[.started, .cancelled], [.started]])
    }

    @Test func theSameTextIsNotSearchedAgain() {
        let clock = VirtualClock()
        let made = Made()
        let debouncer = makeDebouncer(clock: clock, made: made)
        debouncer.textChanged(to: "")
        debouncer.textChanged(to: "")
        clock.advance(by: 2)
        #expect(made.queries == [""])
    }

    @Test func stoppingDropsTheWaitingTextAndCancelsTheSearchInFlight() {
        let clock = VirtualClock()
        let made = Made()
        let debouncer = makeDebouncer(clock: clock, made: made)
        debouncer.textChanged(to: "")
        debouncer.textChanged(to: "opera")
        debouncer.stop()
        clock.advance(by: 2)
        #expect(made.queries == [""])
        #expect(made.searches.first?.isCancelled == true)
        #expect(debouncer.currentSearch == nil)
    }
}
