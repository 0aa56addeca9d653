public import Elements
public import KooberKit
public import KooberReduxKit
public import Redux

/// Finding where the person is (the sample's `GetUsersCurrentLocationUseCase`, doing what
/// `ReduxGettingUsersLocationUserInteractions.getUsersLocation()` does): the locator's answer dispatches
/// ``SignedInActions/pickUpLocationDetermined(_:)``, its failure
/// ``GettingUsersLocationActions/failedGettingUsersLocation(_:)`` ("Error Getting Location").
///
/// Contract: one of the two actions per start, once the locator answered; lives until then.
@MainActor
public final class GetUsersCurrentLocationUseCase: UseCase {
    // MARK: - Properties
    let actionDispatcher: any ActionDispatcher<KooberAction>
    let locator: any Locator
    let ids: UUIDGenerator

    // MARK: - Methods
    /// Creates the use case; error messages take their identities from `ids`.
    public init(actionDispatcher: any ActionDispatcher<KooberAction>, locator: any Locator, ids: UUIDGenerator) {
        self.actionDispatcher = actionDispatcher
        self.locator = locator
        self.ids = ids
    }

    public func start() {
        locator.getUsersCurrentLocation(reportingTo: actionDispatcher, ids: ids, keepingAlive: self)
    }
}
