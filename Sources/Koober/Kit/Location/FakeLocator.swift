public import Services

/// The sample's locator: Sydney (-33.864308, 151.209146) after 2 s on the app's clock, or, when the
/// failure plan names `locate`, an error after the same wait.
@MainActor
public final class FakeLocator: Locator {
    /// Where the rider always is.
    public nonisolated static let sydney = Location(id: "0", latitude: -33.864308, longitude: 151.209146)

    private let clock: any Clock
    private let failures: FailurePlan

    /// Creates the locator on `clock`.
    public init(clock: any Clock, failures: FailurePlan = .none) {
        self.clock = clock
        self.failures = failures
    }

    public func getUsersCurrentLocation() -> Promise<Location> {
        let failures = failures
        return Promise.after(2, on: clock) {
            failures.fails(.locate) ? .failure(KooberError.scripted(.locate)) : .success(Self.sydney)
        }
    }
}
