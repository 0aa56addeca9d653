import Foundation
import KooberKit
import KooberTesting
import Testing

/// Launch, sign-in, sign-up and sign-out, as a person sees them, for every architecture.
@MainActor @Suite struct OnboardingConformanceTests {
    @Test(arguments: KooberSubjects.all)
    func aFreshLaunchShowsWelcome(subject: KooberSubject) async throws {
        let harness = try await KooberHarness(subject: subject)
        defer { harness.tearDown() }
        #expect(harness.shows("KOOBER"))
        #expect(harness.shows("(Sign In)"))
        #expect(harness.shows("(Sign Up)"))
        #expect(!harness.shows("Finding your location..."))
    }

    @Test(arguments: KooberSubjects.all)
    func aWrongPasswordSaysSignInFailedAndStaysOnSignIn(subject: KooberSubject) async throws {
        let harness = try await KooberHarness(subject: subject)
        defer { harness.tearDown() }
        try await harness.run(
            """
            tap "Sign In"
            type "johnny@gmail.com" into "Email"
            type "wrong" into "Password"
            tap "Sign In"
            expect "Sign In Failed"
            expect "Could not sign in."
            tap "OK"
            expect-not "Sign In Failed"
            expect "field \\\"Email\\\": johnny@gmail.com"
            """)
        #expect(!FileManager.default.fileExists(atPath: harness.sessionFile.path))
    }

    /// The sign-in screen is pushed again after "Back" to welcome, while its part of the app was out of
    /// scope (in Redux and Elements its state stream finished): it must observe the app again.
    @Test(arguments: KooberSubjects.all)
    func signInWorksAgainAfterGoingBackToWelcome(subject: KooberSubject) async throws {
        let harness = try await KooberHarness(subject: subject)
        defer { harness.tearDown() }
        try await harness.run(
            """
            tap "Sign In"
            back
            expect "(Sign Up)"
            tap "Sign In"
            type "johnny@gmail.com" into "Email"
            type "wrong" into "Password"
            tap "Sign In"
            wait 1
            expect "Sign In Failed"
            """)
    }

    @Test(arguments: KooberSubjects.all)
    func emptyFieldsAreRefusedWithoutARequest(subject: KooberSubject) async throws {
        let harness = try await KooberHarness(subject: subject)
        defer { harness.tearDown() }
        try await harness.run(
            """
            tap "Sign In"
            tap "Sign In"
            expect "Sign In Failed"
            expect-not "activity (spinning)"
            """)
    }

    @Test(arguments: KooberSubjects.all)
    func theControlsAreDisabledWhileSigningIn(subject: KooberSubject) async throws {
        let harness = try await KooberHarness(subject: subject)
        defer { harness.tearDown() }
        try await harness.run(
            """
            tap "Sign In"
            type "johnny@gmail.com" into "Email"
            type "password" into "Password"
            tap "Sign In"
            expect "field \\\"Email\\\": johnny@gmail.com (disabled)"
            expect "(disabled)"
            expect "(Sign In (disabled))"
            expect "activity (spinning)"
            wait 1
            expect "Finding your location..."
            """)
        #expect(FileManager.default.fileExists(atPath: harness.sessionFile.path))
    }

    @Test(arguments: KooberSubjects.all)
    func backFromSignInKeepsTheTypedText(subject: KooberSubject) async throws {
        let harness = try await KooberHarness(subject: subject)
        defer { harness.tearDown() }
        try await harness.run(
            """
            tap "Sign In"
            type "johnny@gmail.com" into "Email"
            back
            expect "(Sign Up)"
            tap "Sign In"
            expect "field \\\"Email\\\": johnny@gmail.com"
            """)
    }

    @Test(arguments: KooberSubjects.all)
    func aSignedInRiderRestartsIntoTheRideFlow(subject: KooberSubject) async throws {
        let harness = try await KooberHarness(subject: subject)
        defer { harness.tearDown() }
        try await harness.run(Scripts.signIn)
        try await harness.restart()
        #expect(harness.shows("Finding your location..."))
        #expect(!harness.shows("(Sign Up)"))
        try await harness.run("wait 2\nexpect \"Where to?\"")
    }

    @Test(arguments: KooberSubjects.all)
    func aSessionInMemoryIsGoneAfterARestart(subject: KooberSubject) async throws {
        let harness = try await KooberHarness(
            subject: subject, options: KooberOptions(sessionStore: .memory, ids: .sequential()))
        defer { harness.tearDown() }
        try await harness.run(Scripts.signIn)
        #expect(harness.shows("Finding your location..."))
        #expect(harness.files().isEmpty, "nothing is written to the data folder")
        try await harness.restart()
        #expect(harness.shows("(Sign Up)"))
    }

    @Test(arguments: KooberSubjects.all)
    func signingOutLeadsToANewOnboardingWithEmptyFieldsEvenAfterARestart(subject: KooberSubject) async throws {
        let harness = try await KooberHarness(subject: subject)
        defer { harness.tearDown() }
        try await harness.run(
            Scripts.signIn + """

                tap "Profile"
                expect "My Profile"
                expect "Johnny Appleseed"
                tap "Sign Out"
                expect "(Sign Up)"
                expect-not "My Profile"
                tap "Sign In"
                expect "field \\\"Email\\\": ‹Email›"
                expect "field \\\"Password\\\": ‹Password›"
                """)
        #expect(!FileManager.default.fileExists(atPath: harness.sessionFile.path))
        try await harness.restart()
        #expect(harness.shows("(Sign Up)"))
        try await harness.run(Scripts.signIn + "\nexpect \"Finding your location...\"")
    }

    @Test(arguments: KooberSubjects.all)
    func signingUpSignsTheNewRiderIn(subject: KooberSubject) async throws {
        let harness = try await KooberHarness(subject: subject)
        defer { harness.tearDown() }
        try await harness.run(
            """
            tap "Sign Up"
            expect "What should we call you?"
            type "Ada Lovelace" into "Full Name"
            type "Ada" into "What should we call you?"
            type "ada@example.com" into "Email"
            type "555-0100" into "Mobile Number"
            type "analytical" into "Password"
            tap "Sign Up"
            wait 1
            expect "Finding your location..."
            tap "Profile"
            expect "Ada Lovelace"
            """)
    }

    @Test(arguments: KooberSubjects.all)
    func signUpRefusesEmptyFields(subject: KooberSubject) async throws {
        let harness = try await KooberHarness(subject: subject)
        defer { harness.tearDown() }
        try await harness.run(
            """
            tap "Sign Up"
            type "Ada Lovelace" into "Full Name"
            tap "Sign Up"
            expect "Sign Up Failed"
            tap "OK"
            expect "field \\\"Full Name\\\": Ada Lovelace"
            """)
        #expect(!FileManager.default.fileExists(atPath: harness.sessionFile.path))
    }

    @Test(arguments: KooberSubjects.all)
    func anUnreadableSessionSaysSignInErrorThenOnboards(subject: KooberSubject) async throws {
        let harness = try await KooberHarness(subject: subject) { directory in
            try Data("not a property list".utf8).write(
                to: directory.appendingPathComponent(FileUserSessionDataStore.fileName))
        }
        defer { harness.tearDown() }
        try await harness.run(
            """
            expect "Sign In Error"
            tap "OK"
            expect "(Sign Up)"
            """)
        #expect(harness.files().contains { $0.hasPrefix("user_session.plist.unreadable-") }, "the file is kept aside")
    }
}
