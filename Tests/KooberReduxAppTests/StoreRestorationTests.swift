import Foundation
import KooberKit
import KooberReduxApp
import KooberReduxKit
import KooberTesting
import Testing

/// The book's Redux strength 7 in the running app: a relaunch restoring the window's archive initializes
/// the store with the state the last launch left, and the screens follow it.
@MainActor @Suite struct StoreRestorationTests {
    static let subject = KooberSubject(name: "redux") { options, transport in
        KooberReduxApp.pattern(options: options, transport: transport)
    }

    static func state(of harness: KooberHarness) throws -> AppState {
        try #require((harness.delegate as? KooberReduxAppDelegate)?.appContainer.stateStore.state)
    }

    @Test func aRelaunchInitializesTheStoreWithTheWholeSavedState() async throws {
        let harness = try await KooberHarness(subject: Self.subject)
        defer { harness.tearDown() }
        try await harness.run(
            """
            tap "Sign In"
            type "johnny@gmail.com" into "Email"
            type "password" into "Password"
            tap "Sign In"
            wait 3
            tap "Where to?"
            wait 0.5
            select "Opera House"
            tap "Wallaroo"
            tap "Profile"
            """)
        let saved = try Self.state(of: harness)
        try await harness.relaunchRestoring()
        #expect(try Self.state(of: harness) == saved)
        try await harness.run(
            """
            expect "My Profile"
            tap "Done"
            expect "[🦘 Wallaroo]"
            expect "(Confirm)"
            tap "Confirm"
            wait 3
            expect "Enjoy the ride!"
            """)
    }

    @Test func aRestoredSignedInStateWithoutAStoredSessionStartsAtOnboarding() async throws {
        let harness = try await KooberHarness(subject: Self.subject)
        defer { harness.tearDown() }
        try await harness.run(
            """
            tap "Sign In"
            type "johnny@gmail.com" into "Email"
            type "password" into "Password"
            tap "Sign In"
            wait 3
            tap "Where to?"
            """)
        try FileManager.default.removeItem(at: harness.sessionFile)
        try await harness.relaunchRestoring()
        #expect(try Self.state(of: harness) == .running(.onboarding(.welcoming)))
        #expect(harness.shows("(Sign Up)"))
        #expect(!FileManager.default.fileExists(atPath: harness.sessionFile.path))
    }
}
