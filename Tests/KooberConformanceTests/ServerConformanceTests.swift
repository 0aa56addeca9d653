import Foundation
import HTTPGuards
import KooberCloudServer
import KooberKit
import KooberTesting
import ServerTesting
import Services
import TestSupport
import Testing

#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// Every architecture of Koober against Koober Cloud on a real loopback port (`--server`), and against a
/// server that is gone or answers garbage: the same screens as on the fakes, and a clear alert otherwise.
@MainActor @Suite struct ServerConformanceTests {
    /// A seeded Koober Cloud in the test's process.
    final class Cloud {
        let database: KooberCloudDatabase
        let server: LiveServer

        init() async throws {
            let database = try await KooberCloudDatabase.inMemory(parameters: .testing)
            self.database = database
            server = try await LiveServer.start { port, onRunning in
                KooberCloudServer.makeServiceGroup(
                    configuration: KooberCloudConfiguration(settings: .init(port: port)), database: database,
                    signals: [], onRunning: onRunning)
            }
        }

        func options(_ options: KooberOptions = KooberOptions(ids: .sequential())) throws -> KooberOptions {
            var options = options
            options.cloud = try KooberCloud(address: server.baseURL)
            return options
        }

        func stop() async throws {
            await server.stop()
            try await database.shutdown()
        }
    }

    @Test(arguments: KooberSubjects.all)
    func theWholeRideAgainstKooberCloud(subject: KooberSubject) async throws {
        let cloud = try await Cloud()
        let harness = try await KooberHarness(subject: subject, options: try cloud.options())
        try await harness.run(
            [
                Scripts.signInAfterAWrongPassword,
                """
                wait 2
                tap "Where to?"
                wait 0.5
                type "opera" into "Search"
                wait 1
                expect "Opera House"
                expect-not "Apple Store"
                select "Opera House"
                """,
                Scripts.rideInAWallarooAndSignOut,
            ].joined(separator: "\n"))
        harness.tearDown()
        try await cloud.stop()
    }

    @Test(arguments: KooberSubjects.all)
    func aNewAccountSignsUpAndStaysSignedInAcrossARestart(subject: KooberSubject) async throws {
        let cloud = try await Cloud()
        let harness = try await KooberHarness(subject: subject, options: try cloud.options())
        try await harness.run(
            """
            tap "Sign Up"
            type "Ada Lovelace" into "Full Name"
            type "Ada" into "What should we call you?"
            type "ada@example.com" into "Email"
            type "555-0100" into "Mobile Number"
            type "analytical engine" into "Password"
            tap "Sign Up"
            expect "Finding your location..."
            """)
        try await harness.restart()
        try await harness.run("wait 2\ntap \"Where to?\"\nwait 0.5\nexpect \"MOMA\"")
        harness.tearDown()
        // The account exists: signing up again with the same email is refused.
        let again = try await KooberHarness(subject: subject, options: try cloud.options())
        try await again.run(
            """
            tap "Sign Up"
            type "Ada" into "Full Name"
            type "Ada" into "What should we call you?"
            type "ada@example.com" into "Email"
            type "1" into "Mobile Number"
            type "other" into "Password"
            tap "Sign Up"
            expect "Sign Up Failed"
            """)
        again.tearDown()
        try await cloud.stop()
    }

    @Test(arguments: KooberSubjects.all)
    func aServerThatIsGoneSaysSignInFailed(subject: KooberSubject) async throws {
        let cloud = try await Cloud()
        let options = try cloud.options()
        try await cloud.stop()
        let harness = try await KooberHarness(subject: subject, options: options)
        defer { harness.tearDown() }
        try await harness.run(Scripts.signIn + "\nexpect \"Sign In Failed\"\ntap \"OK\"\nexpect \"(Sign In)\"")
        #expect(!FileManager.default.fileExists(atPath: harness.sessionFile.path))
    }

    @Test(arguments: KooberSubjects.all)
    func aServerAnsweringGarbageSaysSignInFailedAndSavesNothing(subject: KooberSubject) async throws {
        var options = KooberOptions(ids: .sequential())
        options.cloud = try KooberCloud(address: "http://127.0.0.1:9/")
        let garbage = FakeTransport(response: TransportResponse(statusCode: 200, body: Data("<html>".utf8)))
        let harness = try await KooberHarness(subject: subject, options: options, transport: garbage)
        defer { harness.tearDown() }
        try await harness.run(Scripts.signIn + "\nexpect \"Sign In Failed\"")
        #expect(!FileManager.default.fileExists(atPath: harness.sessionFile.path))
        #expect(garbage.requests.first?.url?.path == "/login")
    }
}
