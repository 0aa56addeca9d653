/// The ride requests' part of Koober Cloud (the sample's `NewRideRemoteAPI`), for one signed-in session.
@MainActor
public protocol NewRideRemoteAPI: AnyObject {
    /// The ride options available at `pickupLocation`.
    func getRideOptions(pickupLocation: Location) -> Promise<[RideOption]>
    /// The drop-off places whose name contains `query` (all of them for an empty query).
    func getLocationSearchResults(query: String, pickupLocation: Location) -> Promise<[NamedLocation]>
    /// Requests a ride.
    func post(newRideRequest: NewRideRequest) -> Promise<Void>
}
