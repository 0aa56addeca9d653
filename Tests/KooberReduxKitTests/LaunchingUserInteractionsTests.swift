import Foundation
import KooberKit
import Redux
import Services
import StoreTesting
import Testing

@testable import KooberReduxKit

/// Launch's interactions: what they dispatch, and when the persister starts (scenarios 14–16).
@MainActor @Suite struct LaunchingUserInteractionsTests {
    let dispatcher = RecordingDispatcher()

    @Test func launchDispatchesWhatItReadThenStartsThePersister() {
        let persister = StartRecordingPersister(dispatcher: dispatcher)
        let launching = ReduxLaunchingUserInteractions(
            actionDispatcher: dispatcher, userSessionDataStore: RecordingUserSessionDataStore(stored: Fixture.johnny),
            userSessionStatePersister: persister, ids: .sequential())
        launching.launchApp()
        #expect(dispatcher.actions == [.launching(.finishedLaunchingApp(.signedIn(Fixture.johnny)))])
        #expect(persister.startedAfter == [1])
    }

    @Test func anUnreadableStoreSaysSignInErrorAndStartsThePersisterOnceDismissed() {
        let persister = StartRecordingPersister(dispatcher: dispatcher)
        let dataStore = RecordingUserSessionDataStore()
        dataStore.readFails = true
        let launching = ReduxLaunchingUserInteractions(
            actionDispatcher: dispatcher, userSessionDataStore: dataStore, userSessionStatePersister: persister,
            ids: .sequential())
        launching.launchApp()
        let error = ErrorMessage(
            title: "Sign In Error",
            message: "Sorry, we couldn't determine if you are already signed in. Please sign in or sign up.",
            ids: .sequential())
        #expect(dispatcher.actions == [.launching(.finishedLaunchingAppWithError(error))])
        #expect(persister.startedAfter.isEmpty)
        launching.finishedPresenting(error)
        #expect(dispatcher.actions.last == .launching(.finishedPresentingLaunchError(error)))
        #expect(persister.startedAfter == [2])
    }
}
