import Foundation
import KooberKit
import KooberMVVMKit
import OpenCombine
import Services
import Testing

/// The signed-in view models through their interfaces (the MVVM chapter's scenarios 8–11).
@MainActor @Suite struct SignedInViewModelTests {
    let clock = VirtualClock()
    let spy = ResponderSpy()

    func pickMeUp(repository: any NewRideRepository) -> PickMeUpViewModel {
        PickMeUpViewModel(
            pickupLocation: Fixture.sydney, newRideRepository: repository, newRideRequestAcceptedResponder: spy,
            mapViewModel: PickMeUpMapViewModel(pickupLocation: Fixture.sydney), ids: .sequential())
    }

    var rides: KooberNewRideRepository {
        KooberNewRideRepository(remoteAPI: FakeNewRideRemoteAPI(clock: clock))
    }

    @Test func signedInGoesFromLocationToPickMeUpToWaitingAndBack() {
        let model = SignedInViewModel()
        let views = Recorder(model.$view)
        model.pickUpUser(at: Fixture.sydney)
        model.newRideRequestAccepted()
        model.navigateToNewRide()
        #expect(
            views.values == [
                .gettingUsersLocation, .pickMeUp(pickupLocation: Fixture.sydney), .waitingForPickup,
                .gettingUsersLocation,
            ])
        model.presentProfileScreen()
        #expect(model.showingProfileScreen)
        model.finishedViewingProfile()
        #expect(!model.showingProfileScreen)
    }

    @Test func theLocationArrivesAfterTwoSecondsOrSaysWhyNot() {
        let found = GettingUsersLocationViewModel(
            determinedPickUpLocationResponder: spy, locator: FakeLocator(clock: clock), ids: .sequential())
        found.getUsersCurrentLocation()
        clock.advance(by: 1.9)
        #expect(spy.events.isEmpty)
        clock.advance(by: 0.1)
        #expect(spy.events == ["pickUp 0"])
        let failing = GettingUsersLocationViewModel(
            determinedPickUpLocationResponder: spy,
            locator: FakeLocator(clock: clock, failures: FailurePlan([.locate])),
            ids: .sequential())
        let errors = Recorder(failing.errorMessages)
        failing.getUsersCurrentLocation()
        clock.advance(by: 2)
        #expect(errors.values.map(\.title) == ["Error Getting Location"])
    }

    @Test func whereToOpensThePickerAndADropOffShowsTheOptions() {
        let model = pickMeUp(repository: rides)
        #expect(model.view == .initial && model.shouldDisplayWhereTo)
        #expect(model.progress == .initial(pickupLocation: Fixture.sydney))
        model.showSelectDropoffLocationView()
        #expect(model.view == .selectDropoffLocation)
        model.dropOffUser(at: Fixture.opera)
        #expect(
            model.progress
                == .waypointsDetermined(
                    waypoints: NewRideWaypoints(pickupLocation: Fixture.sydney, dropoffLocation: Fixture.opera.location)
                ))
        #expect(model.view == .selectRideOption && !model.shouldDisplayWhereTo)
        #expect(model.mapViewModel.dropoffLocation == Fixture.opera)
    }

    @Test func choosingAnOptionMarksItAloneAndAnotherReplacesIt() {
        let model = pickMeUp(repository: rides)
        model.showSelectDropoffLocationView()
        model.dropOffUser(at: Fixture.opera)
        let picker = RideOptionPickerViewModel(
            repository: KooberRideOptionRepository(
                remoteAPI: FakeNewRideRemoteAPI(clock: clock), datastore: InMemoryRideOptionDataStore()),
            rideOptionDeterminedResponder: model, ids: .sequential())
        picker.loadRideOptions(availableAt: Fixture.sydney)
        #expect(picker.pickerSegments.map(\.title) == ["Wallabee", "Wallaroo", "Kangaroo"])
        #expect(picker.pickerSegments.allSatisfy { !$0.isSelected }, "nothing chosen at first")
        let wallaroo = RideOption.samples[1].id
        picker.select(rideOptionID: wallaroo)
        #expect(picker.pickerSegments.filter(\.isSelected).map(\.title) == ["Wallaroo"])
        let waypoints = NewRideWaypoints(pickupLocation: Fixture.sydney, dropoffLocation: Fixture.opera.location)
        #expect(
            model.progress
                == .rideRequestReady(rideRequest: NewRideRequest(waypoints: waypoints, rideOptionID: wallaroo)))
        #expect(model.view == .confirmRequest)
        let kangaroo = RideOption.samples[2].id
        picker.select(rideOptionID: kangaroo)
        #expect(
            model.progress
                == .rideRequestReady(rideRequest: NewRideRequest(waypoints: waypoints, rideOptionID: kangaroo)))
        #expect(model.view == .confirmRequest)
        picker.select(rideOptionID: "unknown")
        #expect(
            picker.pickerSegments.filter(\.isSelected).map(\.title) == ["Kangaroo"], "an unknown id changes nothing")
    }

    @Test func confirmingSendsTheRequestAndAFailureGoesBackToConfirmOnceDismissed() {
        let model = pickMeUp(
            repository: KooberNewRideRepository(
                remoteAPI: FakeNewRideRemoteAPI(clock: clock, failures: FailurePlan([.rideRequest]))))
        let errors = Recorder(model.errorMessages)
        model.showSelectDropoffLocationView()
        model.dropOffUser(at: Fixture.opera)
        model.pickUpUser(in: RideOption.samples[0].id)
        model.sendRideRequest()
        #expect(model.view == .sendingRideRequest)
        clock.advance(by: 3)
        #expect(errors.values.map(\.title) == ["Ride Request Error"])
        model.errorPresentation.send(.dismissed)
        #expect(model.view == .confirmRequest)
    }

    @Test func aSentRequestEndsAndTellsTheResponderAfterTheScreenGoes() {
        let model = pickMeUp(repository: rides)
        model.showSelectDropoffLocationView()
        model.dropOffUser(at: Fixture.opera)
        model.pickUpUser(in: RideOption.samples[0].id)
        model.sendRideRequest()
        clock.advance(by: 3)
        #expect(model.view == .final)
        model.finishedSendingNewRideRequest()
        #expect(spy.events == ["accepted"])
    }

    @Test func eventsThatDoNotFitAreIgnored() {
        let model = pickMeUp(repository: rides)
        model.pickUpUser(in: RideOption.samples[0].id)
        model.dropOffUser(at: Fixture.opera)
        model.sendRideRequest()
        #expect(model.view == .initial && model.progress == .initial(pickupLocation: Fixture.sydney))
    }

    @Test func theSearchWaitsForTheTextToRestAndDropsStaleAnswers() {
        let picker = DropoffLocationPickerViewModel(
            pickupLocation: Fixture.sydney,
            locationRepository: KooberLocationRepository(remoteAPI: FakeNewRideRemoteAPI(clock: clock)),
            dropoffLocationDeterminedResponder: spy, cancelDropoffLocationSelectionResponder: spy, clock: clock,
            ids: .sequential())
        clock.advance(by: 0.5)
        #expect(picker.searchResults.count == 4, "every place at first")
        picker.searchInputChanged("o")
        clock.advance(by: 0.5)
        picker.searchInputChanged("op")
        clock.advance(by: 0.8)
        #expect(picker.searchResults.count == 4, "nothing searched while typing")
        clock.advance(by: 0.1 + 0.5)
        #expect(picker.searchResults.map(\.name) == ["Opera House"])
        picker.select(dropoffLocation: Fixture.opera)
        picker.cancelDropoffLocationSelection()
        #expect(spy.events == ["dropOff 1", "cancel"])
    }

    @Test func aFailedSearchSaysErrorSearching() {
        let picker = DropoffLocationPickerViewModel(
            pickupLocation: Fixture.sydney,
            locationRepository: KooberLocationRepository(
                remoteAPI: FakeNewRideRemoteAPI(clock: clock, failures: FailurePlan([.search]))),
            dropoffLocationDeterminedResponder: spy, cancelDropoffLocationSelectionResponder: spy, clock: clock,
            ids: .sequential())
        let errors = Recorder(picker.errorMessages)
        clock.advance(by: 0.5)
        #expect(errors.values.map(\.title) == ["Error Searching"])
        #expect(errors.values.first?.message == "Could not run location search.\nPlease try again.")
    }

    @Test func signingOutTellsNotSignedInAndAFailureKeepsThePersonIn() {
        let repository = ControlledUserSessionRepository()
        let profile = ProfileViewModel(
            userSession: Fixture.session, notSignedInResponder: spy, doneWithProfileResponder: spy,
            userSessionRepository: repository, ids: .sequential())
        let errors = Recorder(profile.errorMessages)
        repository.signOutResult = .failure(Fixture.Failure())
        profile.signOut()
        #expect(errors.values.map(\.title) == ["Sign Out Error"] && spy.events.isEmpty && profile.signOutEnabled)
        repository.signOutResult = nil
        profile.signOut()
        profile.dismiss()
        #expect(spy.events == ["notSignedIn", "doneWithProfile"])
        #expect(profile.userProfile.name == "Johnny Appleseed")
    }
}
