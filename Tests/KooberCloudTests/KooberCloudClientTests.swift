import Foundation
import HTTPGuards
import KooberKit
import ServerTesting
import Services
import Testing

@testable import KooberCloudServer

/// KooberKit's Koober Cloud clients against the server on a real loopback port in the test's process,
/// through the app's `Webservice` on a virtual clock, as the Koober apps use them.
@MainActor
@Suite struct KooberCloudClientTests {
    let clock = VirtualClock()
    let backgroundWork = BackgroundWork()

    /// Waits until the requests are answered and their promises settled.
    func outcome<Value>(_ promise: Promise<Value>) async throws -> Result<Value, any Error> {
        await backgroundWork.waitUntilIdle()
        clock.drain()
        var outcome: Result<Value, any Error>?
        promise.whenSettled { outcome = $0 }
        return try #require(outcome, "the promise did not settle once the requests were answered")
    }

    func value<Value>(_ promise: Promise<Value>) async throws -> Value {
        try await outcome(promise).get()
    }

    @Test func theSampleClientsSignUpSignInRideAndSignOut() async throws {
        let database = try await KooberCloudDatabase.inMemory(parameters: .testing)
        try await Closing.use(database, closedBy: { try await $0.shutdown() }) { database in
            let server = try await LiveServer.start { port, onRunning in
                KooberCloudServer.makeServiceGroup(
                    configuration: KooberCloudConfiguration(settings: .init(port: port)), database: database,
                    signals: [], onRunning: onRunning)
            }
            let webservice = Webservice(clock: clock, backgroundWork: backgroundWork)
            let cloud = try KooberCloud(address: server.baseURL)
            let auth = KooberCloudAuthRemoteAPI(cloud: cloud, webservice: webservice)

            let signedUp = try await value(auth.signUp(account: Wire.account))
            #expect(signedUp.profile.email == Wire.account.email)
            let taken = try await outcome(auth.signUp(account: Wire.account))
            #expect(throws: KooberError.emailTaken) { try taken.get() }

            let wrong = try await outcome(auth.signIn(username: FakeAuthRemoteAPI.email, password: "nope"))
            #expect(throws: KooberError.wrongCredentials) { try wrong.get() }
            let johnny = try await value(
                auth.signIn(username: FakeAuthRemoteAPI.email, password: FakeAuthRemoteAPI.password))
            #expect(johnny.profile == FakeAuthRemoteAPI.johnny)

            let rides = KooberCloudNewRideRemoteAPI(cloud: cloud, session: johnny.remoteSession, webservice: webservice)
            let pickup = Location(id: "0", latitude: -33.864, longitude: 151.21)
            #expect(try await value(rides.getRideOptions(pickupLocation: pickup)) == RideOption.samples)
            #expect(
                try await value(rides.getLocationSearchResults(query: "opera", pickupLocation: pickup)).map(\.name) == [
                    "Opera House"
                ])
            #expect(
                try await value(rides.getLocationSearchResults(query: "", pickupLocation: pickup))
                    == FakeNewRideRemoteAPI.places)
            #expect(
                try await value(rides.getLocationSearchResults(query: "Apple & Store", pickupLocation: pickup)) == [])
            try await value(rides.post(newRideRequest: Wire.ride()))
            let refused = try await outcome(rides.post(newRideRequest: Wire.ride(option: "Emu")))
            #expect(throws: KooberError.remote(KooberCloudStoreError.unknownRideOption("Emu").description)) {
                try refused.get()
            }
            let token = try #require(SessionToken(sent: johnny.remoteSession.token))
            let account = try #require(try await database.account(for: token))
            #expect(try await database.rideCount(for: account) == 1)

            try await value(auth.signOut(remoteSession: johnny.remoteSession))
            let afterwards = try await outcome(rides.getRideOptions(pickupLocation: pickup))
            #expect(throws: KooberError.self, "the signed-out token is refused") { try afterwards.get() }

            await server.stop()
        }
    }
}
