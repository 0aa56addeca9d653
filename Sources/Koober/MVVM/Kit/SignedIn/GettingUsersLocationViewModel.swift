public import KooberKit
public import OpenCombine

/// Finds where the rider is (the sample's `GettingUsersLocationViewModel`) and tells the responder; a
/// failure says "Error Getting Location".
@MainActor
public final class GettingUsersLocationViewModel {
    let determinedPickUpLocationResponder: any DeterminedPickUpLocationResponder
    let locator: any Locator
    let ids: UUIDGenerator

    /// The errors to present.
    public var errorMessages: AnyPublisher<ErrorMessage, Never> { errorMessagesSubject.eraseToAnyPublisher() }
    private let errorMessagesSubject = PassthroughSubject<ErrorMessage, Never>()

    /// Creates the view model.
    public init(
        determinedPickUpLocationResponder: any DeterminedPickUpLocationResponder, locator: any Locator,
        ids: UUIDGenerator
    ) {
        self.determinedPickUpLocationResponder = determinedPickUpLocationResponder
        self.locator = locator
        self.ids = ids
    }

    /// Asks for the location (the view calls it when it appears).
    public func getUsersCurrentLocation() {
        locator.getUsersCurrentLocation()
            .done { [weak self] location in self?.determinedPickUpLocationResponder.pickUpUser(at: location) }
            .catch { [weak self] _ in
                guard let self else { return }
                self.errorMessagesSubject.send(
                    ErrorMessage(
                        title: KooberStrings.locationErrorTitle, message: KooberStrings.locationErrorMessage,
                        ids: self.ids))
            }
    }
}
