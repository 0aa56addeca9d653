public import KooberKit
public import Redux

/// Getting the location in Redux (the sample's `ReduxGettingUsersLocationUserInteractions`): the
/// locator's answer dispatches ``SignedInActions/pickUpLocationDetermined(_:)``, its failure
/// ``GettingUsersLocationActions/failedGettingUsersLocation(_:)`` ("Error Getting Location").
@MainActor
public final class ReduxGettingUsersLocationUserInteractions: GettingUsersLocationUserInteractions {
    let actionDispatcher: any ActionDispatcher<KooberAction>
    let locator: any Locator
    let ids: UUIDGenerator

    /// Creates the interactions; error messages take their identities from `ids`.
    public init(actionDispatcher: any ActionDispatcher<KooberAction>, locator: any Locator, ids: UUIDGenerator) {
        self.actionDispatcher = actionDispatcher
        self.locator = locator
        self.ids = ids
    }

    public func getUsersLocation() {
        locator.getUsersCurrentLocation(reportingTo: actionDispatcher, ids: ids)
    }

    public func finishedPresenting(_ errorMessage: ErrorMessage) {
        actionDispatcher.dispatch(.gettingUsersLocation(.finishedPresentingError(errorMessage)))
    }
}
