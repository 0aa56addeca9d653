import Foundation
import KooberKit
import KooberTesting
import Testing

/// The ride request from the pick-up to "Enjoy the ride!", for every architecture.
@MainActor @Suite struct RideConformanceTests {
    @Test(arguments: KooberSubjects.all)
    func theWholeRide(subject: KooberSubject) async throws {
        let harness = try await KooberHarness(subject: subject)
        defer { harness.tearDown() }
        try await harness.run(
            Scripts.signIn + """

                expect "Finding your location..."
                wait 2
                expect "📍 Pickup -33.864308, 151.209146"
                tap "Where to?"
                wait 0.5
                select "Opera House"
                expect "🏁 Opera House -33.858667, 151.214028"
                tap "Wallaroo"
                tap "Confirm"
                expect "Requesting Ride..."
                wait 3
                expect "Enjoy the ride!"
                tap "Profile"
                tap "Sign Out"
                expect "Sign Up"
                """)
    }

    @Test(arguments: KooberSubjects.all)
    func thePickerSearchesCancelsAndChooses(subject: KooberSubject) async throws {
        let harness = try await KooberHarness(subject: subject)
        defer { harness.tearDown() }
        try await harness.run(
            Scripts.signIn + """

                wait 2
                tap "Where to?"
                expect "Where To?"
                expect "[Cancel]"
                wait 0.5
                expect "Opera House"
                expect "Apple Store"
                expect "100 George Street"
                expect "MOMA"
                type "opera" into "Search"
                wait 0.5
                expect "Apple Store"
                wait 1
                expect "Opera House"
                expect-not "Apple Store"
                tap "Cancel"
                expect-not "Where To?"
                expect "Where to?"
                expect-not "🏁"
                tap "Where to?"
                wait 0.5
                select "MOMA"
                expect-not "Where To?"
                expect "🏁 MOMA"
                expect "segments: 🦘 Wallabee 🦘 Wallaroo 🦘 Kangaroo"
                expect-not "(Confirm)"
                """)
    }

    @Test(arguments: KooberSubjects.all)
    func choosingAnotherOptionMovesTheSelection(subject: KooberSubject) async throws {
        let harness = try await KooberHarness(subject: subject)
        defer { harness.tearDown() }
        try await harness.run(
            Scripts.signIn + "\n" + Scripts.chooseOperaHouse + """

                tap "Wallabee"
                expect "[🦘 Wallabee] 🦘 Wallaroo 🦘 Kangaroo"
                expect "(Confirm)"
                tap "Kangaroo"
                expect "🦘 Wallabee 🦘 Wallaroo [🦘 Kangaroo]"
                expect "(Confirm)"
                """)
    }

    @Test(arguments: KooberSubjects.all)
    func startNewRideCarriesNothingOver(subject: KooberSubject) async throws {
        let harness = try await KooberHarness(subject: subject)
        defer { harness.tearDown() }
        try await harness.run(
            Scripts.signIn + "\n" + Scripts.chooseOperaHouse + """

                tap "Wallaroo"
                tap "Confirm"
                wait 3
                tap "Start New Ride"
                expect "Finding your location..."
                wait 2
                expect "Where to?"
                expect-not "🏁"
                expect-not "segments:"
                expect-not "(Confirm)"
                tap "Where to?"
                wait 0.5
                select "Apple Store"
                expect "segments: 🦘 Wallabee 🦘 Wallaroo 🦘 Kangaroo"
                """)
    }

    @Test(arguments: KooberSubjects.all)
    func theProfileIsReachableFromEveryRideScreen(subject: KooberSubject) async throws {
        let harness = try await KooberHarness(subject: subject)
        defer { harness.tearDown() }
        let profileAndBack = """

            tap "Profile"
            expect "My Profile"
            expect "johnny@gmail.com"
            tap "Done"
            expect-not "My Profile"
            """
        try await harness.run(Scripts.signIn + profileAndBack)
        try await harness.run("wait 2" + profileAndBack)
        try await harness.run("tap \"Where to?\"\nwait 0.5\nselect \"Opera House\"" + profileAndBack)
        try await harness.run("tap \"Wallaroo\"" + profileAndBack + "\nexpect \"(Confirm)\"")
        try await harness.run("tap \"Confirm\"\nwait 3" + profileAndBack + "\nexpect \"Enjoy the ride!\"")
    }
}
