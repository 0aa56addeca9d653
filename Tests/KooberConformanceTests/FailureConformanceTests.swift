import Foundation
import KooberKit
import KooberTesting
import Testing

/// Every error alert, scripted with `--fail`, for every architecture: what it says, and where the person is
/// once it is dismissed.
@MainActor @Suite struct FailureConformanceTests {
    static func harness(
        _ subject: KooberSubject, failing operation: FailurePlan.Operation
    ) async throws
        -> KooberHarness
    {
        try await KooberHarness(
            subject: subject, options: KooberOptions(failures: FailurePlan([operation]), ids: .sequential()))
    }

    @Test(arguments: KooberSubjects.all)
    func locatingFails(subject: KooberSubject) async throws {
        let harness = try await Self.harness(subject, failing: .locate)
        defer { harness.tearDown() }
        try await harness.run(Scripts.signIn + "\nwait 2\nexpect \"Error Getting Location\"\ntap \"OK\"")
        #expect(!harness.shows("Error Getting Location"))
    }

    @Test(arguments: KooberSubjects.all)
    func loadingTheRideOptionsFails(subject: KooberSubject) async throws {
        let harness = try await Self.harness(subject, failing: .rideOptions)
        defer { harness.tearDown() }
        try await harness.run(
            Scripts.signIn + "\n" + Scripts.chooseOperaHouse + """

                expect "Ride Option Error"
                tap "OK"
                expect-not "Ride Option Error"
                expect-not "(Confirm)"
                """)
    }

    @Test(arguments: KooberSubjects.all)
    func searchingFails(subject: KooberSubject) async throws {
        let harness = try await Self.harness(subject, failing: .search)
        defer { harness.tearDown() }
        try await harness.run(
            Scripts.signIn + """

                wait 2
                tap "Where to?"
                wait 0.5
                expect "Error Searching"
                tap "OK"
                expect "Where To?"
                tap "Cancel"
                expect "Where to?"
                """)
    }

    @Test(arguments: KooberSubjects.all)
    func theRideRequestFailsAndConfirmComesBack(subject: KooberSubject) async throws {
        let harness = try await Self.harness(subject, failing: .rideRequest)
        defer { harness.tearDown() }
        try await harness.run(
            Scripts.signIn + "\n" + Scripts.chooseOperaHouse + """

                tap "Wallaroo"
                tap "Confirm"
                wait 3
                expect "Ride Request Error"
                tap "OK"
                expect "(Confirm)"
                expect-not "Requesting Ride..."
                expect-not "Enjoy the ride!"
                """)
    }

    @Test(arguments: KooberSubjects.all)
    func signingOutFailsAndTheRiderStaysSignedIn(subject: KooberSubject) async throws {
        let harness = try await Self.harness(subject, failing: .signOut)
        defer { harness.tearDown() }
        try await harness.run(
            Scripts.signIn + """

                tap "Profile"
                tap "Sign Out"
                expect "Sign Out Error"
                tap "OK"
                expect-not "(Sign Up)"
                """)
        #expect(FileManager.default.fileExists(atPath: harness.sessionFile.path), "the session is kept")
    }
}
