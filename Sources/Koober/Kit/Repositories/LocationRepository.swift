/// Searches drop-off places (the sample's `LocationRepository`).
@MainActor
public protocol LocationRepository: AnyObject {
    /// The places matching `query` near `pickupLocation`.
    func searchForLocations(using query: String, pickupLocation: Location) -> Promise<[NamedLocation]>
}

/// Searches through the remote API, without a cache (the sample's `KooberLocationRepository`).
@MainActor
public final class KooberLocationRepository: LocationRepository {
    let remoteAPI: any NewRideRemoteAPI

    /// Creates the repository.
    public init(remoteAPI: any NewRideRemoteAPI) {
        self.remoteAPI = remoteAPI
    }

    public func searchForLocations(using query: String, pickupLocation: Location) -> Promise<[NamedLocation]> {
        remoteAPI.getLocationSearchResults(query: query, pickupLocation: pickupLocation)
    }
}
