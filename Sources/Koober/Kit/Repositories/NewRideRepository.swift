/// Sends ride requests (the sample's `NewRideRepository`).
@MainActor
public protocol NewRideRepository: AnyObject {
    /// Requests `newRideRequest`.
    func request(newRideRequest: NewRideRequest) -> Promise<Void>
}

/// Sends them through the remote API (the sample's `KooberNewRideRepository`).
@MainActor
public final class KooberNewRideRepository: NewRideRepository {
    let remoteAPI: any NewRideRemoteAPI

    /// Creates the repository.
    public init(remoteAPI: any NewRideRemoteAPI) {
        self.remoteAPI = remoteAPI
    }

    public func request(newRideRequest: NewRideRequest) -> Promise<Void> {
        remoteAPI.post(newRideRequest: newRideRequest)
    }
}
