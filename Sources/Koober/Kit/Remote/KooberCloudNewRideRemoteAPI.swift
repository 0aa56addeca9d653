public import Services

/// The ride service of Koober Cloud over HTTP for one signed-in session (the sample's
/// `KooberCloudNewRideRemoteAPI`); operations in the failure plan fail before any request.
@MainActor
public final class KooberCloudNewRideRemoteAPI: NewRideRemoteAPI {
    private let cloud: KooberCloud
    private let session: RemoteUserSession
    private let webservice: Webservice
    private let failures: FailurePlan

    /// Creates the client of `cloud` for `session`.
    public init(cloud: KooberCloud, session: RemoteUserSession, webservice: Webservice, failures: FailurePlan = .none) {
        self.cloud = cloud
        self.session = session
        self.webservice = webservice
        self.failures = failures
    }

    public func getRideOptions(pickupLocation: Location) -> Promise<[RideOption]> {
        guard !failures.fails(.rideOptions) else { return Promise(error: KooberError.scripted(.rideOptions)) }
        return webservice.promise(cloud.rideOptions(at: pickupLocation, session: session))
    }

    public func getLocationSearchResults(query: String, pickupLocation: Location) -> Promise<[NamedLocation]> {
        guard !failures.fails(.search) else { return Promise(error: KooberError.scripted(.search)) }
        return webservice.promise(cloud.locations(matching: query, near: pickupLocation, session: session))
    }

    public func post(newRideRequest: NewRideRequest) -> Promise<Void> {
        guard !failures.fails(.rideRequest) else { return Promise(error: KooberError.scripted(.rideRequest)) }
        return webservice.promise(cloud.ride(newRideRequest, session: session))
    }
}
