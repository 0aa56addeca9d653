/// Caches ride options by pick-up location (the sample's `RideOptionDataStore`).
@MainActor
public protocol RideOptionDataStore: AnyObject {
    /// The options cached for `locationID` (empty when none).
    func read(availableAt locationID: LocationID) -> [RideOption]
    /// Caches `rideOptions` for `locationID`.
    func update(rideOptions: [RideOption], availableAt locationID: LocationID)
}

/// The in-memory cache (the sample's `RideOptionDataStoreInMemory`).
@MainActor
public final class InMemoryRideOptionDataStore: RideOptionDataStore {
    private var options: [LocationID: [RideOption]] = [:]

    /// Creates an empty cache.
    public init() {}

    public func read(availableAt locationID: LocationID) -> [RideOption] {
        options[locationID] ?? []
    }

    public func update(rideOptions: [RideOption], availableAt locationID: LocationID) {
        options[locationID] = rideOptions
    }
}
