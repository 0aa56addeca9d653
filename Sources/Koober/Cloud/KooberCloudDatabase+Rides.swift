import Foundation
public import KooberKit
import SQLKit
import SQLStorage

extension KooberCloudDatabase {
    /// The ride options every pick-up location offers, smallest to largest.
    ///
    /// - Throws: ``KooberCloudStoreError/unreadableRow(_:)`` when a stored option is not an option's JSON.
    public func rideOptions() async throws -> [RideOption] {
        let documents = try await engine.transaction { database in
            try await database.raw("SELECT document FROM ride_options ORDER BY position").all(
                decodingColumn: "document", as: String.self)
        }
        return try documents.map { document in
            do {
                return try JSONDecoder().decode(RideOption.self, from: Data(document.utf8))
            } catch {
                throw KooberCloudStoreError.unreadableRow("a ride option's document: \(error)")
            }
        }
    }

    private struct PlaceRow: Decodable {
        let id: String
        let name: String
        let latitude: Double
        let longitude: Double
    }

    /// The places whose name contains `query`, ignoring case and the spaces around it; every place for an
    /// empty query. In the sample's order.
    public func places(matching query: String) async throws -> [NamedLocation] {
        let key = Self.searchKey(query.trimmingCharacters(in: .whitespaces))
        // NB: no name holds a NUL (and PostgreSQL cannot be asked for one), so such a query matches nothing.
        guard !key.contains("\u{0}") else { return [] }
        let dialect = engine.dialect
        let rows = try await engine.transaction { database in
            let contains: SQLQueryString =
                dialect == .sqlite ? "instr(search_key, \(bind: key)) > 0" : "strpos(search_key, \(bind: key)) > 0"
            return try await database.raw(
                "SELECT id, name, latitude, longitude FROM places WHERE \(contains) ORDER BY position"
            ).all(decoding: PlaceRow.self)
        }
        return rows.map {
            NamedLocation(name: $0.name, location: Location(id: $0.id, latitude: $0.latitude, longitude: $0.longitude))
        }
    }

    /// Records a ride `request` for `account`, in one transaction.
    ///
    /// - Returns: the ride's identifier.
    /// - Throws: ``KooberCloudStoreError/unknownRideOption(_:)`` when no option has the request's
    ///   identifier; nothing is changed then.
    @discardableResult
    public func requestRide(_ request: NewRideRequest, for account: String) async throws -> String {
        let id = UUID().uuidString
        let unknown = KooberCloudStoreError.unknownRideOption(request.rideOptionID)
        let pickup = request.waypoints.pickupLocation
        let dropoff = request.waypoints.dropoffLocation
        try await change(refusing: .foreignKey, as: unknown) { database in
            let option = try await database.raw("SELECT id FROM ride_options WHERE id = \(bind: request.rideOptionID)")
                .first()
            guard option != nil else { throw unknown }
            try await database.raw(
                """
                INSERT INTO rides (id, account_id, ride_option_id, pickup_id, pickup_latitude, pickup_longitude, \
                dropoff_id, dropoff_latitude, dropoff_longitude, requested_at) VALUES (\(bind: id), \(bind: account), \
                \(bind: request.rideOptionID), \(bind: pickup.id), \(bind: pickup.latitude), \(bind: pickup.longitude), \
                \(bind: dropoff.id), \(bind: dropoff.latitude), \(bind: dropoff.longitude), \
                \(bind: Int(Date().timeIntervalSince1970)))
                """
            ).run()
        }
        return id
    }

    /// How many rides `account` has requested (tests, and a person checking the table).
    public func rideCount(for account: String) async throws -> Int {
        try await engine.transaction { database in
            try await database.raw("SELECT COUNT(*) AS count FROM rides WHERE account_id = \(bind: account)")
                .first(decodingColumn: "count", as: Int.self) ?? 0
        }
    }
}
