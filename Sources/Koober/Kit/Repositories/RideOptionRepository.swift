/// The ride options at a pick-up location (the sample's `RideOptionRepository`).
@MainActor
public protocol RideOptionRepository: AnyObject {
    /// The options available at `pickupLocation`.
    func readRideOptions(availableAt pickupLocation: Location) -> Promise<[RideOption]>
}

/// Reads the cache first and asks the server only when it has nothing for the place (the sample's
/// `KooberRideOptionRepository`).
@MainActor
public final class KooberRideOptionRepository: RideOptionRepository {
    let remoteAPI: any NewRideRemoteAPI
    let datastore: any RideOptionDataStore

    /// Creates the repository.
    public init(remoteAPI: any NewRideRemoteAPI, datastore: any RideOptionDataStore) {
        self.remoteAPI = remoteAPI
        self.datastore = datastore
    }

    public func readRideOptions(availableAt pickupLocation: Location) -> Promise<[RideOption]> {
        let cached = datastore.read(availableAt: pickupLocation.id)
        guard cached.isEmpty else { return Promise(value: cached) }
        return remoteAPI.getRideOptions(pickupLocation: pickupLocation).map { [datastore] options in
            datastore.update(rideOptions: options, availableAt: pickupLocation.id)
            return options
        }
    }
}
