import Foundation
public import Services

/// The sample's fake ride service, on the app's clock: the three ride options at once, the drop-off
/// search over four Sydney places after 0.5 s (case-insensitive; an empty query lists all), a ride
/// request accepted after 3 s. Operations in the failure plan fail instead, after the same delay.
@MainActor
public final class FakeNewRideRemoteAPI: NewRideRemoteAPI {
    /// The places the search knows.
    public nonisolated static let places: [NamedLocation] = [
        NamedLocation(name: "Opera House", location: Location(id: "1", latitude: -33.858667, longitude: 151.214028)),
        NamedLocation(name: "Apple Store", location: Location(id: "2", latitude: -33.868781, longitude: 151.206645)),
        NamedLocation(
            name: "100 George Street", location: Location(id: "3", latitude: -33.858129, longitude: 151.209390)),
        NamedLocation(name: "MOMA", location: Location(id: "4", latitude: -33.859715, longitude: 151.209025)),
    ]

    private let clock: any Clock
    private let failures: FailurePlan

    /// Creates the fake on `clock`, failing what `failures` names.
    public init(clock: any Clock, failures: FailurePlan = .none) {
        self.clock = clock
        self.failures = failures
    }

    public func getRideOptions(pickupLocation: Location) -> Promise<[RideOption]> {
        guard !failures.fails(.rideOptions) else { return Promise(error: KooberError.scripted(.rideOptions)) }
        return Promise(value: RideOption.samples)
    }

    public func getLocationSearchResults(query: String, pickupLocation: Location) -> Promise<[NamedLocation]> {
        let failures = failures
        return Promise.after(0.5, on: clock) {
            guard !failures.fails(.search) else { return .failure(KooberError.scripted(.search)) }
            return .success(Self.search(query))
        }
    }

    public func post(newRideRequest: NewRideRequest) -> Promise<Void> {
        let failures = failures
        return Promise.after(3, on: clock) {
            failures.fails(.rideRequest) ? .failure(KooberError.scripted(.rideRequest)) : .success(())
        }
    }

    /// The places whose name contains `query`, ignoring case; all of them for an empty query.
    public nonisolated static func search(_ query: String) -> [NamedLocation] {
        let trimmed = query.trimmingCharacters(in: .whitespaces)
        guard !trimmed.isEmpty else { return places }
        return places.filter { $0.name.range(of: trimmed, options: .caseInsensitive) != nil }
    }
}
