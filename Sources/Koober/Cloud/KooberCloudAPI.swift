import Foundation
import HTTPGuards
public import Hummingbird
import KooberKit
import Logging

/// Koober Cloud's HTTP API, the endpoints the sample's client names, over a ``KooberCloudDatabase``:
///
/// - `POST /login` with `Authorization: Basic base64(email:password)`: `{"profile", "token"}`, or 401;
/// - `POST /signUp` with a `NewAccount`: `{"profile", "token"}`; 409 for an email taken, 400 for an
///   empty field;
/// - `POST /logout` (Bearer): the token signs nothing in afterwards;
/// - `GET /rideOptions?latitude=&longitude=` (Bearer): the ride options, smallest to largest;
/// - `GET /locations?query=&latitude=&longitude=` (Bearer): the places whose name contains the query,
///   ignoring case (all for an empty one);
/// - `POST /ride` (Bearer) with a `NewRideRequest`: `{"rideID"}`; 404 for an unknown ride option.
///
/// Every answer is JSON; a refusal is `{"error": "<what happened and what to do>"}` with its status (400
/// malformed, 401 no session, 403 a page or a foreign `Host`, 404, 405 with `Allow`, 409, 413 over
/// ``maximumBodySize``, 500 with the reason). A refused request changes nothing.
public enum KooberCloudAPI {
    /// The largest body read: 64 KiB.
    public static let maximumBodySize = 64 * 1024

    /// The paths and the method each takes.
    static let routes: [MethodGuard<BasicRequestContext>.Route] = [
        .init("/login", method: .post), .init("/signUp", method: .post), .init("/logout", method: .post),
        .init("/rideOptions", method: .get), .init("/locations", method: .get), .init("/ride", method: .post),
    ]

    /// The router of the API over `database`; requests must name `boundHost` (the address the server
    /// listens on) or loopback in their `Host`, and carry no `Origin`.
    public static func router(
        database: KooberCloudDatabase, boundHost: String = "127.0.0.1"
    ) -> Router<
        BasicRequestContext
    > {
        let router = Router(context: BasicRequestContext.self)
        router.add(
            middleware: FailureGuard(
                logger: Logger(label: "apparch.api.koober"), failure: "Koober Cloud could not do this",
                describesHTTPErrors: true))
        router.add(middleware: BrowserGuard(policy: OriginPolicy(boundHost: boundHost)))
        router.add(middleware: MethodGuard(routes: routes))
        router.post("/login") { request, _ -> Response in
            let credentials = try basicCredentials(request)
            guard let session = try await database.signIn(email: credentials.email, password: credentials.password)
            else { throw KooberCloudRefusal.wrongCredentials }
            return try JSONResponse.value(session)
        }
        router.post("/signUp") { request, _ -> Response in
            let account = try validated(try await body(NewAccount.self, of: request, shape: newAccountShape))
            do {
                return try JSONResponse.value(try await database.signUp(account))
            } catch let error as KooberCloudStoreError {
                throw KooberCloudRefusal(error)
            }
        }
        router.post("/logout") { request, _ -> Response in
            guard try await database.signOut(try bearerToken(request)) else { throw KooberCloudRefusal.signInFirst }
            return try JSONResponse.value([String: String]())
        }
        router.get("/rideOptions") { request, _ -> Response in
            _ = try await account(of: request, in: database)
            let query = try FormQuery(request.uri.query)
            _ = try coordinate("latitude", in: query, range: -90...90)
            _ = try coordinate("longitude", in: query, range: -180...180)
            return try JSONResponse.value(try await database.rideOptions())
        }
        router.get("/locations") { request, _ -> Response in
            _ = try await account(of: request, in: database)
            let query = try FormQuery(request.uri.query)
            _ = try coordinate("latitude", in: query, range: -90...90)
            _ = try coordinate("longitude", in: query, range: -180...180)
            return try JSONResponse.value(try await database.places(matching: query["query"] ?? ""))
        }
        router.post("/ride") { request, _ -> Response in
            let account = try await account(of: request, in: database)
            let ride = try validated(try await body(NewRideRequest.self, of: request, shape: newRideShape))
            do {
                return try JSONResponse.value(["rideID": try await database.requestRide(ride, for: account)])
            } catch let error as KooberCloudStoreError {
                throw KooberCloudRefusal(error)
            }
        }
        return router
    }

    /// The account of the request's session.
    ///
    /// - Throws: a `401` refusal without a token of a session.
    private static func account(of request: Request, in database: KooberCloudDatabase) async throws -> String {
        guard let account = try await database.account(for: try bearerToken(request)) else {
            throw KooberCloudRefusal.signInFirst
        }
        return account
    }

    private static let newAccountShape =
        #"{"fullName", "nickname", "email", "mobileNumber", "password"}, each a string"#
    private static let newRideShape =
        #"{"waypoints": {"pickupLocation": {"id", "latitude", "longitude"}, "dropoffLocation": {…}}, "rideOptionID"}"#
}
