import KooberKit
import KooberTesting
import Testing

/// The book's promise, checked screen by screen: every Koober pattern shows the person the same screens.
/// One journey (a wrong password, sign-in, a search, the ride, the profile, a new ride, sign-out, sign-up's errors) runs
/// step by step under MVVM and under Redux, and after every step the two screens must be equal, text for
/// text.
@MainActor @Suite struct SameScreensConformanceTests {
    /// The journey, one step per element.
    static let steps = [
        "expect \"(Sign Up)\"",
        "tap \"Sign In\"",
        "type \"johnny@gmail.com\" into \"Email\"\ntype \"wrong\" into \"Password\"",
        "tap \"Sign In\"",
        "wait 1",
        "tap \"OK\"",
        "type \"password\" into \"Password\"\ntap \"Sign In\"",
        "wait 1",
        "wait 2",
        "tap \"Where to?\"",
        "wait 0.5",
        "type \"george\" into \"Search\"",
        "wait 0.9",
        "wait 0.5",
        "select \"100 George Street\"",
        "tap \"Kangaroo\"",
        "tap \"Wallaroo\"",
        "tap \"Confirm\"",
        "wait 3",
        "tap \"Profile\"",
        "tap \"Done\"",
        "tap \"Start New Ride\"",
        "wait 2",
        "tap \"Profile\"",
        "tap \"Sign Out\"",
        "tap \"Sign Up\"",
        "type \"Ada\" into \"Full Name\"\ntap \"Sign Up\"",
        "tap \"OK\"",
        "back",
    ]

    @Test func mvvmAndReduxShowTheSameScreenAfterEveryStep() async throws {
        let options = KooberOptions(ids: .sequential())
        let mvvm = try await KooberHarness(subject: KooberSubjects.mvvm, options: options)
        defer { mvvm.tearDown() }
        let redux = try await KooberHarness(subject: KooberSubjects.redux, options: KooberOptions(ids: .sequential()))
        defer { redux.tearDown() }
        #expect(mvvm.screen == redux.screen, "after launching")
        for step in Self.steps {
            try await mvvm.run(step)
            try await redux.run(step)
            #expect(mvvm.screen == redux.screen, "after \(step)")
        }
    }

    @Test func aFailedRideRequestLooksTheSame() async throws {
        let failing = { KooberOptions(failures: FailurePlan([.rideRequest]), ids: .sequential()) }
        let mvvm = try await KooberHarness(subject: KooberSubjects.mvvm, options: failing())
        defer { mvvm.tearDown() }
        let redux = try await KooberHarness(subject: KooberSubjects.redux, options: failing())
        defer { redux.tearDown() }
        for step in [
            Scripts.signIn, Scripts.chooseOperaHouse, "tap \"Wallaroo\"", "tap \"Confirm\"", "wait 3", "tap \"OK\"",
        ] {
            try await mvvm.run(step)
            try await redux.run(step)
            #expect(mvvm.screen == redux.screen, "after \(step)")
        }
    }
}
