import Foundation
import KooberKit
import OpenCombine
import Redux
import Services
import TestSupport
import Testing

@testable import KooberReduxKit

/// Stale actions and the ride request sent once (the sample's `fatalError`s, and two windows on one
/// store).
@MainActor @Suite struct StaleActionTests {
    let log = LogRecorder()

    @Test func staleActionsChangeNothingAndAreLogged() {
        let stateStore = KooberStateStore(state: Fixture.pickMeUp, logger: log.logger)
        let stale: [KooberAction] = [
            .rideOptionPicker(.rideOptionSelected(Fixture.wallaroo)),
            .pickMeUp(.confirmedNewRideRequest),
            .signIn(.signingIn),
            .launching(.finishedLaunchingApp(.notSignedIn)),
            .dropoffLocationPicker(.cancelDropoffLocationPicker),
            .signedIn(.finishedRequestingNewRide),
        ]
        for action in stale {
            stateStore.actionDispatcher.dispatch(action)
            #expect(stateStore.state == Fixture.pickMeUp, "\(action)")
        }
        #expect(log.lines.filter { $0.hasPrefix("info: Action: ") }.count == stale.count)
        #expect(log.lines.filter { $0.hasPrefix("notice: Ignored ") }.count == stale.count)
        stateStore.actionDispatcher.dispatch(.pickMeUp(.goToDropoffLocationPicker))
        #expect(log.lines.filter { $0.hasPrefix("notice: Ignored ") }.count == stale.count)
        stateStore.actionDispatcher.dispatch(.dropoffLocationPicker(.cancelDropoffLocationPicker))
        stateStore.actionDispatcher.dispatch(.rideOptionPicker(.rideOptionSelected(Fixture.wallaroo)))
        #expect(stateStore.state == Fixture.pickMeUp)
    }

    @Test func twoWindowsConfirmingSendOneRequest() {
        let stateStore = KooberStateStore(state: Fixture.rideOptions, logger: log.logger)
        let repository = ControlledNewRideRepository()
        func window() -> ReduxPickMeUpUserInteractions {
            ReduxPickMeUpUserInteractions(
                actionDispatcher: stateStore.actionDispatcher, newRideRepository: repository, ids: .sequential(),
                logger: log.logger, appState: { stateStore.state })
        }
        let (first, second) = (window(), window())
        first.confirmNewRideRequest()
        #expect(repository.requests.isEmpty, "no option chosen yet")
        stateStore.actionDispatcher.dispatch(.rideOptionPicker(.rideOptionSelected(Fixture.wallaroo)))
        first.confirmNewRideRequest()
        second.confirmNewRideRequest()
        first.confirmNewRideRequest()
        let request = NewRideRequest(
            waypoints: NewRideWaypoints(pickupLocation: Fixture.sydney, dropoffLocation: Fixture.opera.location),
            rideOptionID: Fixture.wallaroo)
        #expect(repository.requests == [request])
        #expect(log.lines.filter { $0.hasPrefix("notice: Ignored Confirm") }.count == 3)
        guard case .inScope(let sending) = SignedInGetters().getPickMeUpViewControllerState(appState: stateStore.state)
        else {
            Issue.record("no pick-me-up screen")
            return
        }
        #expect(sending.sendingState == .send(request))
        repository.answer(.failure(Fixture.Failure()))
        guard case .inScope(let failed) = SignedInGetters().getPickMeUpViewControllerState(appState: stateStore.state),
            let error = failed.errorsToPresent.first
        else {
            Issue.record("no error to present")
            return
        }
        #expect(error.title == "Ride Request Error" && failed.sendingState == .send(request))
        second.finishedPresentingNewRequestError(error)
        second.confirmNewRideRequest()
        #expect(repository.requests == [request, request])
        repository.answer(.success(()))
        first.finishedRequestingNewRide()
        #expect(SignedInGetters().getSignedInState(stateStore.state) != .outOfScope)
        guard case .inScope(let signedIn) = SignedInGetters().getSignedInState(stateStore.state) else { return }
        #expect(signedIn.newRideState == .waitingForPickup)
    }
}
