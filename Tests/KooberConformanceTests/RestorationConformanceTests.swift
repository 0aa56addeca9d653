import Foundation
import KooberKit
import KooberTesting
import Testing
import ViewKit

/// State restoration across launches, for every architecture: the app is ended as the system ends one
/// in the background and launched again with the window's restorable state, and the person finds the
/// screen they left (Redux and Elements restore the store's state, MVVM its navigation). Whatever the
/// archive, the session comes from the session store, and an archive that does not fit starts the app at
/// its root.
@MainActor @Suite struct RestorationConformanceTests {
    @Test(arguments: KooberSubjects.all)
    func theSignInAndSignUpFormsComeBack(subject: KooberSubject) async throws {
        let harness = try await KooberHarness(subject: subject)
        defer { harness.tearDown() }
        try await harness.run(#"tap "Sign In""#)
        try await harness.relaunchRestoring()
        try await harness.run(
            """
            expect "field \\"Email\\": ‹Email›"
            expect "field \\"Password\\": ‹Password›"
            expect-not "(Sign Up)"
            back
            expect "(Sign Up)"
            tap "Sign Up"
            """)
        try await harness.relaunchRestoring()
        try await harness.run(
            """
            expect "field \\"Full Name\\""
            back
            expect "(Sign Up)"
            """)
        try await harness.relaunchRestoring()
        #expect(harness.shows("(Sign Up)"), "welcome restores as welcome")
        try await harness.run(Scripts.signIn + "\nexpect \"Finding your location...\"")
    }

    @Test(arguments: KooberSubjects.all)
    func theDropoffSearchComesBackAndWorks(subject: KooberSubject) async throws {
        let harness = try await KooberHarness(subject: subject)
        defer { harness.tearDown() }
        try await harness.run(
            Scripts.signIn + """

                wait 2
                tap "Where to?"
                wait 0.5
                expect "Opera House"
                """)
        try await harness.relaunchRestoring()
        try await harness.run(
            """
            expect "Where To?"
            expect "[Cancel]"
            wait 0.5
            expect "Opera House"
            select "Opera House"
            expect-not "Where To?"
            expect "🏁 Opera House -33.858667, 151.214028"
            """)
    }

    @Test(arguments: KooberSubjects.all)
    func theRideOptionsComeBackAndTheRideGoesOn(subject: KooberSubject) async throws {
        let harness = try await KooberHarness(subject: subject)
        defer { harness.tearDown() }
        try await harness.run(Scripts.signIn + "\n" + Scripts.chooseOperaHouse)
        try await harness.relaunchRestoring()
        try await harness.run(
            """
            expect "📍 Pickup -33.864308, 151.209146"
            expect "🏁 Opera House -33.858667, 151.214028"
            expect-not "Where to?"
            expect "segments: 🦘 Wallabee 🦘 Wallaroo 🦘 Kangaroo"
            """)
        try await harness.run(Scripts.rideInAWallarooAndSignOut)
    }

    @Test(arguments: KooberSubjects.all)
    func waitingForThePickupAndTheProfileComeBack(subject: KooberSubject) async throws {
        let harness = try await KooberHarness(subject: subject)
        defer { harness.tearDown() }
        try await harness.run(
            Scripts.signIn + "\n" + Scripts.chooseOperaHouse + """

                tap "Wallaroo"
                tap "Confirm"
                wait 3
                expect "Enjoy the ride!"
                tap "Profile"
                expect "My Profile"
                """)
        try await harness.relaunchRestoring()
        try await harness.run(
            """
            expect "My Profile"
            expect "Johnny Appleseed"
            tap "Done"
            expect "Enjoy the ride!"
            """)
        try await harness.relaunchRestoring()
        try await harness.run(
            """
            expect "Enjoy the ride!"
            expect-not "My Profile"
            tap "Profile"
            tap "Sign Out"
            expect "(Sign Up)"
            """)
    }

    @Test(arguments: KooberSubjects.all)
    func aRestoredSignedInScreenWithoutAStoredSessionStartsAtWelcome(subject: KooberSubject) async throws {
        let harness = try await KooberHarness(subject: subject)
        defer { harness.tearDown() }
        try await harness.run(Scripts.signIn + "\nwait 2\ntap \"Where to?\"")
        try FileManager.default.removeItem(at: harness.sessionFile)
        try await harness.relaunchRestoring()
        #expect(harness.shows("(Sign Up)"))
        #expect(!harness.shows("Where To?"))
        #expect(!harness.shows("Finding your location..."))
        #expect(!FileManager.default.fileExists(atPath: harness.sessionFile.path), "restoring signs nobody in")
    }

    @Test(arguments: KooberSubjects.all)
    func aRestoredFormWithAStoredSessionStartsSignedIn(subject: KooberSubject) async throws {
        let harness = try await KooberHarness(subject: subject)
        defer { harness.tearDown() }
        try await harness.run(#"tap "Sign In""#)
        let signingIn = harness.restorableState()
        try await harness.run(
            """
            type "johnny@gmail.com" into "Email"
            type "password" into "Password"
            tap "Sign In"
            wait 1
            """)
        try await harness.relaunch(restoring: signingIn)
        #expect(harness.shows("Finding your location..."))
        #expect(!harness.shows("Password"))
    }

    @Test(arguments: KooberSubjects.all)
    func anArchiveOfAnotherPatternStartsAtTheRoot(subject: KooberSubject) async throws {
        let other = KooberSubjects.all.first { $0.name != subject.name } ?? KooberSubjects.mvvm
        let otherHarness = try await KooberHarness(subject: other)
        defer { otherHarness.tearDown() }
        try await otherHarness.run(#"tap "Sign Up""#)
        let archive = try #require(otherHarness.restorableState())
        let harness = try await KooberHarness(subject: subject)
        defer { harness.tearDown() }
        try await harness.relaunch(restoring: archive)
        #expect(harness.shows("(Sign Up)"))
        try await harness.run(Scripts.signIn + "\nexpect \"Finding your location...\"")
    }

    @Test(arguments: KooberSubjects.all)
    func garbageInTheArchiveStartsAtTheRoot(subject: KooberSubject) async throws {
        let harness = try await KooberHarness(subject: subject)
        defer { harness.tearDown() }
        let garbage: [[String: Data]] = [
            ["koober.pattern": Data(#""\#(subject.name)""#.utf8), "koober.state": Data("{\"nonsense\":1".utf8)],
            ["koober.pattern": Data(#""\#(subject.name)""#.utf8), "koober.state": Data("[1, 2, 3]".utf8)],
            ["koober.pattern": Data("42".utf8), "koober.state": Data("null".utf8)],
            [:],
        ]
        for application in garbage {
            try await harness.relaunch(restoring: RestorationArchive(application: application))
            #expect(harness.shows("(Sign Up)"), "\(application)")
        }
        try await harness.run(Scripts.signIn)
        for application in garbage {
            try await harness.relaunch(restoring: RestorationArchive(application: application))
            #expect(harness.shows("Finding your location..."), "\(application)")
        }
    }

    @Test(arguments: KooberSubjects.all)
    func aRestoredFormWaitsBehindALaunchError(subject: KooberSubject) async throws {
        let harness = try await KooberHarness(subject: subject)
        defer { harness.tearDown() }
        try await harness.run(#"tap "Sign In""#)
        let signingIn = harness.restorableState()
        try Data("not a property list".utf8).write(to: harness.sessionFile)
        try await harness.relaunch(restoring: signingIn)
        try await harness.run(
            """
            expect "Sign In Error"
            tap "OK"
            expect "field \\"Email\\": ‹Email›"
            expect-not "(Sign Up)"
            """)
    }
}
