import Foundation
import Inspection
import KooberKit
import Redux
import Testing
import ViewKit

@testable import KooberReduxKit

/// The browser inspector over Koober's store: the whole state is JSON that loads back as the same
/// state, and time travel shows an earlier screen.
@MainActor @Suite struct InspectorTests {
    @Test func theStateExportsAndLoadsBackAndTravelsInTime() throws {
        let stateStore = KooberStateStore(state: Fixture.rideOptions, logger: Fixture.quiet)
        stateStore.actionDispatcher.dispatch(.rideOptionPicker(.rideOptionSelected(Fixture.wallaroo)))
        stateStore.actionDispatcher.dispatch(.pickMeUp(.failedToSendNewRideRequest(Fixture.error(1))))
        stateStore.actionDispatcher.dispatch(.pickMeUp(.confirmedNewRideRequest))
        let inspector = stateStore.makeStateInspector()
        let exported = try inspector.exportState()
        let other = KooberStateStore(logger: Fixture.quiet)
        try other.makeStateInspector().loadState(exported)
        #expect(other.state == stateStore.state)
        let sending = stateStore.state
        #expect(inspector.inspection().entries.count == 4)
        inspector.travel(to: 1)
        #expect(stateStore.state != sending)
        #expect(
            MainViewControllerState.mainViewControllerState(fromAppState: stateStore.state) == .signedIn(Fixture.johnny)
        )
    }
}
