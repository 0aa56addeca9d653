import Foundation
import KooberKit
import Services
import Testing

/// The clock-settled promise and the sample's fakes: their data, their virtual delays, `--fail`.
@MainActor @Suite struct FakesAndPromiseTests {
    let clock = VirtualClock()

    @Test func aPromiseSettlesOnceAndChainsInOrder() {
        var events: [String] = []
        let promise = Promise<Int>.after(1, on: clock) { .success(2) }
        promise.map { $0 * 10 }.then { value in Promise(value: "\(value)") }
            .ensure { events.append("ensure") }
            .done { events.append("done \($0)") }
            .catch { events.append("catch \($0)") }
        #expect(!promise.isSettled)
        clock.advance(by: 0.9)
        #expect(events.isEmpty)
        clock.advance(by: 0.1)
        #expect(events == ["ensure", "done 20"])
        #expect(promise.value == 2)
    }

    @Test func aRejectionSkipsTheValueStepsAndReachesCatch() {
        var events: [String] = []
        Promise<Int>(error: KooberError.remote("down")).map { $0 + 1 }
            .done { _ in events.append("done") }
            .catch { events.append("catch \($0)") }
        #expect(events == ["catch down"])
    }

    @Test func aThrowingMapRejects() {
        struct Odd: Error {}
        var caught: (any Error)?
        Promise(value: 3).map { value throws -> Int in
            guard value.isMultiple(of: 2) else { throw Odd() }
            return value
        }.catch { caught = $0 }
        #expect(caught is Odd)
    }

    @Test func johnnySignsInAfterOneSecondAndAWrongPasswordFailsAtOnce() {
        let api = FakeAuthRemoteAPI(clock: clock)
        var session: UserSession?
        api.signIn(username: "johnny@gmail.com", password: "password").done { session = $0 }.catch { _ in }
        clock.advance(by: 0.99)
        #expect(session == nil)
        clock.advance(by: 0.01)
        #expect(session?.profile.name == "Johnny Appleseed")
        #expect(session?.profile.mobileNumber == "510-736-8754")
        #expect(session?.remoteSession.token == "64652626")
        var failure: (any Error)?
        api.signIn(username: "johnny@gmail.com", password: "wrong").catch { failure = $0 }
        #expect(failure as? KooberError == .wrongCredentials, "no waiting for a wrong password")
    }

    @Test func signUpGivesTheSamplesToken() {
        let api = FakeAuthRemoteAPI(clock: clock)
        var session: UserSession?
        api.signUp(
            account: NewAccount(
                fullName: "Ada Lovelace", nickname: "Ada", email: "ada@example.com", mobileNumber: "1",
                password: "analytical")
        ).done { session = $0 }.catch { _ in }
        clock.advance(by: 1)
        #expect(session?.remoteSession.token == "984270985")
        #expect(session?.profile.email == "ada@example.com")
    }

    @Test func theLocatorFindsSydneyAfterTwoSecondsOrFailsOnPurpose() {
        var found: Location?
        FakeLocator(clock: clock).getUsersCurrentLocation().done { found = $0 }.catch { _ in }
        clock.advance(by: 1.9)
        #expect(found == nil)
        clock.advance(by: 0.1)
        #expect(found?.latitude == -33.864308)
        #expect(found?.longitude == 151.209146)
        var failure: (any Error)?
        FakeLocator(clock: clock, failures: FailurePlan([.locate])).getUsersCurrentLocation().catch { failure = $0 }
        clock.advance(by: 2)
        #expect(failure as? KooberError == .scripted(.locate))
    }

    @Test func theSearchIsCaseInsensitiveTakesHalfASecondAndListsAllForNothing() {
        let api = FakeNewRideRemoteAPI(clock: clock)
        var results: [String] = []
        api.getLocationSearchResults(query: "oPeRa", pickupLocation: FakeLocator.sydney)
            .done { results = $0.map(\.name) }.catch { _ in }
        clock.advance(by: 0.4)
        #expect(results.isEmpty)
        clock.advance(by: 0.1)
        #expect(results == ["Opera House"])
        #expect(
            FakeNewRideRemoteAPI.search("  ").map(\.name) == [
                "Opera House", "Apple Store", "100 George Street", "MOMA",
            ])
        #expect(FakeNewRideRemoteAPI.search("zzz").isEmpty)
    }

    @Test func theRideOptionsAreTheSamplesSmallestFirst() {
        var options: [RideOption] = []
        FakeNewRideRemoteAPI(clock: clock).getRideOptions(pickupLocation: FakeLocator.sydney)
            .done { options = $0 }.catch { _ in }
        #expect(options.map(\.name) == ["Wallabee", "Wallaroo", "Kangaroo"])
        #expect(options.first?.id == "A1EE7F09-4F87-4CA7-99D4-AD95226E08A4")
    }

    @Test func aRideRequestIsAcceptedAfterThreeSecondsOrFailsOnPurpose() {
        let request = NewRideRequest(
            waypoints: NewRideWaypoints(
                pickupLocation: FakeLocator.sydney, dropoffLocation: FakeNewRideRemoteAPI.places[0].location),
            rideOptionID: RideOption.samples[1].id)
        var accepted = false
        FakeNewRideRemoteAPI(clock: clock).post(newRideRequest: request).done { accepted = true }.catch { _ in }
        clock.advance(by: 2.9)
        #expect(!accepted)
        clock.advance(by: 0.1)
        #expect(accepted)
        var failure: (any Error)?
        FakeNewRideRemoteAPI(clock: clock, failures: FailurePlan([.rideRequest])).post(newRideRequest: request)
            .catch { failure = $0 }
        clock.advance(by: 3)
        #expect(failure as? KooberError == .scripted(.rideRequest))
    }

    @Test func theFailurePlanReadsCommaSeparatedNamesAndNamesTheChoicesOtherwise() throws {
        #expect(
            try FailurePlan(parsing: "locate, search,,ride-request").operations == [.locate, .search, .rideRequest])
        #expect(try FailurePlan(parsing: "").operations.isEmpty)
        #expect(throws: FailurePlanError(name: "teleport")) { try FailurePlan(parsing: "locate,teleport") }
        #expect(
            FailurePlanError(name: "x").description.contains("locate, ride-options, search, ride-request, sign-out"))
    }

    @Test func anUnknownOptionValueNamesTheChoices() {
        #expect(throws: KooberOptionError.self) {
            try KooberOptions.choice("spaghetti", for: "--di", as: KooberOptions.DependencyInjection.self)
        }
        let error = KooberOptionError(option: "--di", value: "x", choices: ["a", "b"])
        #expect(error.description == "unknown --di \"x\"; choose one of: a, b")
    }
}
