import Elements
import KooberElementsKit
import KooberKit
import KooberReduxKit
import Services
import Testing

/// A use case nobody holds lives until its work finishes (its promise chain holds it), then is freed
/// (scenario 9).
@MainActor @Suite struct UseCaseLifetimeTests {
    @Test func anUnheldSignInLivesUntilTheRemoteAnswersThenIsFreed() {
        let dispatcher = RecordingDispatcher()
        let remoteAPI = ControllableAuthRemoteAPI()
        weak var weakUseCase: SignInUseCase?
        do {
            let useCase = SignInUseCase(
                username: FakeAuthRemoteAPI.email, password: FakeAuthRemoteAPI.password, remoteAPI: remoteAPI,
                actionDispatcher: dispatcher, ids: Samples.ids)
            weakUseCase = useCase
            useCase.start()
        }
        #expect(weakUseCase != nil)
        remoteAPI.signIns.answer(.success(Samples.johnny))
        #expect(dispatcher.actions.last == .signIn(.signedIn(Samples.johnny)))
        #expect(weakUseCase == nil)
    }

    @Test func anUnheldSearchOnTheFakesClockIsFreedOnceTheAnswerArrived() {
        let clock = VirtualClock()
        let dispatcher = RecordingDispatcher()
        weak var weakUseCase: SearchDropoffLocationsUseCase?
        do {
            let useCase = SearchDropoffLocationsUseCase(
                query: "opera", pickupLocation: Samples.sydney, actionDispatcher: dispatcher,
                locationRepository: KooberLocationRepository(remoteAPI: FakeNewRideRemoteAPI(clock: clock)),
                ids: Samples.ids)
            weakUseCase = useCase
            useCase.start()
        }
        #expect(weakUseCase != nil)
        clock.advance(by: 0.5)
        #expect(weakUseCase == nil)
        guard case .dropoffLocationPicker(.locationSearchComplete(_, let results))? = dispatcher.actions.last else {
            Issue.record("expected the results, got \(dispatcher.actions)")
            return
        }
        #expect(results == [Samples.opera])
    }

    @Test func anUnheldBidirectionalSignInIsFreedAfterCompleting() {
        let remoteAPI = ControllableAuthRemoteAPI()
        var completed = 0
        weak var weakUseCase: BidirectionalSignInUseCase?
        do {
            let useCase = BidirectionalSignInUseCase(
                username: "x", password: "y", remoteAPI: remoteAPI, dataStore: RecordingUserSessionDataStore(),
                ids: Samples.ids, onComplete: { _ in completed += 1 })
            weakUseCase = useCase
            useCase.start()
        }
        #expect(weakUseCase != nil)
        remoteAPI.signIns.answer(.failure(FakeFailure()))
        #expect(completed == 1)
        #expect(weakUseCase == nil)
    }
}
