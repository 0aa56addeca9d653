public import KooberKit
public import Redux

/// The location step, which Redux's ``ReduxGettingUsersLocationUserInteractions`` and Elements'
/// `GetUsersCurrentLocationUseCase` share.
extension Locator {
    /// Asks for the person's location; the answer dispatches ``SignedInActions/pickUpLocationDetermined(_:)``
    /// to `actionDispatcher`, a failure ``GettingUsersLocationActions/failedGettingUsersLocation(_:)``
    /// ("Error Getting Location", its identity from `ids`). `owner` (a use case, say) is kept alive until
    /// the locator answered.
    public func getUsersCurrentLocation(
        reportingTo actionDispatcher: any ActionDispatcher<KooberAction>, ids: UUIDGenerator,
        keepingAlive owner: AnyObject? = nil
    ) {
        getUsersCurrentLocation()
            .done { location in
                _ = owner
                actionDispatcher.dispatch(.signedIn(.pickUpLocationDetermined(location)))
            }
            .catch { _ in
                _ = owner
                let errorMessage = ErrorMessage(
                    title: KooberStrings.locationErrorTitle, message: KooberStrings.locationErrorMessage, ids: ids)
                actionDispatcher.dispatch(.gettingUsersLocation(.failedGettingUsersLocation(errorMessage)))
            }
    }
}
