import Foundation
import KooberKit
import Redux
import StoreTesting
import Testing

@testable import KooberReduxKit

/// The pick-me-up screen and its pickers through the reducers, with the exhaustive tester (scenarios 25
/// and 26, and the stale steps the sample stops the app for).
@MainActor @Suite struct PickMeUpReducerTests {
    static let initial = PickMeUpViewControllerState(pickupLocation: Fixture.sydney)
    static let waypoints = NewRideWaypoints(pickupLocation: Fixture.sydney, dropoffLocation: Fixture.opera.location)

    /// The screen with the ride options for the Opera House loaded, none chosen.
    static var withOptions: PickMeUpViewControllerState {
        var state = initial
        state.progress = .waypointsDetermined(waypoints: waypoints)
        state.mapViewControllerState.dropoffLocation = Fixture.opera
        state.shouldDisplayWhereTo = false
        state.state = .selectRideOption(
            RideOptionPickerViewControllerState(
                segmentedControlState: RideOptionSegmentedControlState(
                    segments: Fixture.options.map { RideOptionSegmentState($0, isSelected: false) })),
            confirmingRequest: false)
        return state
    }

    @Test func whereToOpensAnEmptyPickerOnce() {
        let store = TestStore(redux: Self.initial, reducer: redux(Reducers.pickMeUpReducer, defaultingTo: Self.initial))
        store.send(.pickMeUp(.goToDropoffLocationPicker)) {
            $0.state = .selectDropoffLocation(
                DropoffLocationPickerViewControllerState(
                    pickupLocation: Fixture.sydney, searchResults: [], currentSearchID: nil, errorsToPresent: []))
        }
        store.send(.pickMeUp(.goToDropoffLocationPicker))
        store.send(.dropoffLocationPicker(.cancelDropoffLocationPicker)) { $0.state = .initial }
        store.send(.dropoffLocationPicker(.cancelDropoffLocationPicker))
        store.finish()
    }

    @Test func theCurrentSearchAloneIsShown() {
        let (older, newer) = (UUID(), UUID())
        let picker = DropoffLocationPickerViewControllerState(pickupLocation: Fixture.sydney)
        let store = TestStore(
            redux: picker, reducer: redux(Reducers.dropoffLocationPickerReducer, defaultingTo: picker))
        store.send(.dropoffLocationPicker(.newLocationSearch(searchID: older))) { $0.currentSearchID = older }
        store.send(.dropoffLocationPicker(.newLocationSearch(searchID: newer))) { $0.currentSearchID = newer }
        store.send(.dropoffLocationPicker(.locationSearchComplete(searchID: older, searchResults: [Fixture.moma])))
        store.send(.dropoffLocationPicker(.locationSearchFailed(searchID: older, Fixture.error(1))))
        store.send(.dropoffLocationPicker(.locationSearchComplete(searchID: newer, searchResults: [Fixture.opera]))) {
            $0.searchResults = [Fixture.opera]
        }
        store.send(.dropoffLocationPicker(.locationSearchFailed(searchID: newer, Fixture.error(2)))) {
            $0.errorsToPresent = [Fixture.error(2)]
        }
        store.send(.dropoffLocationPicker(.finishedPresentingError(Fixture.error(2)))) { $0.errorsToPresent = [] }
        store.finish()
    }

    @Test func aDropOffShowsTheOptionsAndTheMapShowsThePlace() {
        let store = TestStore(redux: Self.initial, reducer: redux(Reducers.pickMeUpReducer, defaultingTo: Self.initial))
        store.send(.dropoffLocationPicker(.dropoffLocationSelected(Fixture.opera)))
        store.send(.pickMeUp(.goToDropoffLocationPicker)) {
            $0.state = .selectDropoffLocation(DropoffLocationPickerViewControllerState(pickupLocation: Fixture.sydney))
        }
        store.send(.dropoffLocationPicker(.dropoffLocationSelected(Fixture.opera))) {
            $0.progress = .waypointsDetermined(waypoints: Self.waypoints)
            $0.mapViewControllerState.dropoffLocation = Fixture.opera
            $0.shouldDisplayWhereTo = false
            $0.state = .selectRideOption(RideOptionPickerViewControllerState(), confirmingRequest: false)
        }
        store.send(.dropoffLocationPicker(.dropoffLocationSelected(Fixture.moma)))
        store.send(.rideOptionPicker(.rideOptionsLoaded(Fixture.options))) { $0 = Self.withOptions }
        store.finish()
    }

    @Test func theRideOptionPickerStartsEmptyAndSelectsOneOptionAlone() {
        let empty = Reducers.rideOptionPickerReducer(action: .signIn(.signingIn), state: nil)
        #expect(empty.segmentedControlState.segments.isEmpty && empty.errorsToPresent.isEmpty)
        let store = TestStore(redux: RideOptionPickerViewControllerState(), reducer: Reducers.rideOptionPickerReducer)
        store.send(.rideOptionPicker(.rideOptionsLoaded(Fixture.options))) {
            $0.segmentedControlState.segments = Fixture.options.map { RideOptionSegmentState($0, isSelected: false) }
        }
        store.send(.rideOptionPicker(.rideOptionSelected(Fixture.kangaroo))) {
            $0.segmentedControlState.segments[2].isSelected = true
        }
        // An unknown option changes nothing (the sample would deselect every segment).
        store.send(.rideOptionPicker(.rideOptionSelected("unknown")))
        store.send(.rideOptionPicker(.rideOptionSelected(Fixture.wallaroo))) {
            $0.segmentedControlState.segments[1].isSelected = true
            $0.segmentedControlState.segments[2].isSelected = false
        }
        // A reload keeps the choice.
        store.send(.rideOptionPicker(.rideOptionsLoaded(Fixture.options)))
        store.send(.rideOptionPicker(.failedToLoadRideOptions(Fixture.error(1)))) {
            $0.errorsToPresent = [Fixture.error(1)]
        }
        store.send(.rideOptionPicker(.finishedPresentingError(Fixture.error(1)))) { $0.errorsToPresent = [] }
        store.finish()
        #expect(store.state.segmentedControlState.segments.filter(\.isSelected).map(\.id) == [Fixture.wallaroo])
    }

    @Test func aKnownOptionReadiesTheRequestAndAnUnknownOneChangesNothing() {
        let store = TestStore(
            redux: Self.withOptions, reducer: redux(Reducers.pickMeUpReducer, defaultingTo: Self.withOptions))
        store.send(.rideOptionPicker(.rideOptionSelected("unknown")))
        store.send(.pickMeUp(.confirmedNewRideRequest))
        store.send(.rideOptionPicker(.rideOptionSelected(Fixture.wallaroo))) {
            $0.progress = .rideRequestReady(
                rideRequest: NewRideRequest(waypoints: Self.waypoints, rideOptionID: Fixture.wallaroo))
            var picker = RideOptionPickerViewControllerState(
                segmentedControlState: RideOptionSegmentedControlState(
                    segments: Fixture.options.map { RideOptionSegmentState($0, isSelected: $0.id == Fixture.wallaroo) })
            )
            picker.errorsToPresent = []
            $0.state = .selectRideOption(picker, confirmingRequest: true)
        }
        store.send(.rideOptionPicker(.rideOptionSelected(Fixture.kangaroo))) {
            $0.progress = .rideRequestReady(
                rideRequest: NewRideRequest(waypoints: Self.waypoints, rideOptionID: Fixture.kangaroo))
            $0.state = .selectRideOption(
                RideOptionPickerViewControllerState(
                    segmentedControlState: RideOptionSegmentedControlState(
                        segments: Fixture.options.map {
                            RideOptionSegmentState($0, isSelected: $0.id == Fixture.kangaroo)
                        })),
                confirmingRequest: true)
        }
        store.finish()
    }

    @Test func confirmSendsOnceAndAFailureBringsConfirmBackOnceDismissed() {
        var ready = Self.withOptions
        ready = Reducers.pickMeUpReducer(action: .rideOptionPicker(.rideOptionSelected(Fixture.wallaroo)), state: ready)
        let request = NewRideRequest(waypoints: Self.waypoints, rideOptionID: Fixture.wallaroo)
        let error = Fixture.error(1, KooberStrings.rideRequestErrorTitle)
        let store = TestStore(redux: ready, reducer: redux(Reducers.pickMeUpReducer, defaultingTo: ready))
        store.send(.pickMeUp(.newRideRequestSent))
        store.send(.pickMeUp(.failedToSendNewRideRequest(error)))
        store.send(.pickMeUp(.confirmedNewRideRequest)) { $0.sendingState = .send(request) }
        store.send(.pickMeUp(.confirmedNewRideRequest))
        store.send(.rideOptionPicker(.rideOptionSelected(Fixture.kangaroo)))
        store.send(.pickMeUp(.failedToSendNewRideRequest(error))) { $0.errorsToPresent = [error] }
        store.send(.pickMeUp(.finishedPresentingNewRideRequestError(error))) {
            $0.errorsToPresent = []
            $0.sendingState = .notSending
        }
        store.send(.pickMeUp(.finishedPresentingNewRideRequestError(error)))
        store.send(.pickMeUp(.confirmedNewRideRequest)) { $0.sendingState = .send(request) }
        store.send(.pickMeUp(.newRideRequestSent)) {
            $0.sendingState = .notSending
            $0.state = .final
        }
        store.finish()
    }

    @Test func anOptionChosenAfterCancelChangesNothing() {
        var picking = Self.initial
        picking = Reducers.pickMeUpReducer(action: .pickMeUp(.goToDropoffLocationPicker), state: picking)
        let store = TestStore(redux: picking, reducer: redux(Reducers.pickMeUpReducer, defaultingTo: picking))
        store.send(.dropoffLocationPicker(.cancelDropoffLocationPicker)) { $0.state = .initial }
        store.send(.rideOptionPicker(.rideOptionSelected(Fixture.wallaroo)))
        store.send(.rideOptionPicker(.rideOptionsLoaded(Fixture.options)))
        store.send(.dropoffLocationPicker(.dropoffLocationSelected(Fixture.opera)))
        store.send(.pickMeUp(.confirmedNewRideRequest))
        store.send(.pickMeUp(.newRideRequestSent))
        store.finish()
    }
}
