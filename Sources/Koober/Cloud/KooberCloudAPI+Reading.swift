import Foundation
import HTTPTypes
import Hummingbird
import KooberKit
import NIOCore

/// Reading requests: credentials, bodies and query values, each refused with a message that says what
/// to send instead.
extension KooberCloudAPI {
    /// The most characters a text field may have.
    static let maximumFieldLength = 200

    /// The email and password of `Authorization: Basic base64(email:password)`.
    static func basicCredentials(_ request: Request) throws(KooberCloudRefusal) -> (email: String, password: String) {
        guard let header = request.headers[.authorization], header.lowercased().hasPrefix("basic "),
            let decoded = Data(
                base64Encoded: String(header.dropFirst("basic ".count)).trimmingCharacters(in: .whitespaces)),
            let text = String(data: decoded, encoding: .utf8), let colon = text.unicodeScalars.firstIndex(of: ":")
        else {
            // NB: no Basic challenge, as for a wrong password (see `KooberCloudRefusal.wrongCredentials`).
            throw KooberCloudRefusal(.unauthorized, "Send Authorization: Basic base64(email:password) to sign in.")
        }
        // NB: the colon is found among Unicode scalars: as characters, a colon that a mark follows (a
        // password starting with one) is a different character, and the credentials would split wrongly.
        let scalars = text.unicodeScalars
        return (String(scalars[..<colon]), String(scalars[scalars.index(after: colon)...]))
    }

    /// The session token of `Authorization: Bearer <token>`, when it has a token's shape.
    static func bearerToken(_ request: Request) throws(KooberCloudRefusal) -> SessionToken {
        guard let header = request.headers[.authorization], header.lowercased().hasPrefix("bearer "),
            let token = SessionToken(sent: header.dropFirst("bearer ".count).trimmingCharacters(in: .whitespaces))
        else { throw .signInFirst }
        return token
    }

    /// The body decoded as `Body`, read up to ``maximumBodySize``.
    static func body<Body: Decodable>(_ type: Body.Type, of request: Request, shape: String) async throws -> Body {
        var request = request
        let buffer: ByteBuffer
        do {
            buffer = try await request.collectBody(upTo: maximumBodySize)
        } catch is NIOTooManyBytesError {
            throw KooberCloudRefusal.tooLarge(limit: maximumBodySize)
        }
        do {
            return try JSONDecoder().decode(Body.self, from: Data(buffer.readableBytesView))
        } catch let error as DecodingError {
            throw KooberCloudRefusal.malformed("The body must be JSON: \(shape). \(describe(error))")
        }
    }

    private static func describe(_ error: DecodingError) -> String {
        func path(_ keys: [any CodingKey]) -> String {
            keys.isEmpty
                ? "the body" : keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
        }
        switch error {
        case .keyNotFound(let key, let context): return "\(path(context.codingPath + [key])) is missing."
        case .typeMismatch(let type, let context): return "\(path(context.codingPath)) must be a \(type)."
        case .valueNotFound(let type, let context): return "\(path(context.codingPath)) must be a \(type), not null."
        case .dataCorrupted(let context):
            return context.codingPath.isEmpty ? "It is not JSON." : "\(path(context.codingPath)) is not valid."
        @unknown default: return "It could not be read."
        }
    }

    /// A coordinate of the query: a number within `range`.
    static func coordinate(
        _ name: String, in query: FormQuery, range: ClosedRange<Double>
    ) throws(KooberCloudRefusal) -> Double {
        guard let text = query[name] else { throw .malformed("Give \(name) in the query, in degrees.") }
        guard let value = Double(text), range.contains(value) else {
            throw .malformed(
                "\(name) must be a number of degrees from \(Int(range.lowerBound)) to \(Int(range.upperBound)).")
        }
        return value
    }

    /// The account with its text trimmed, when every field is filled, the email is one, and nothing is too
    /// long or holds control characters.
    static func validated(_ account: NewAccount) throws(KooberCloudRefusal) -> NewAccount {
        let empty = account.emptyFields
        guard empty.isEmpty else {
            throw .malformed(
                "Fill in every field: \(empty.joined(separator: ", ")) \(empty.count == 1 ? "is" : "are") empty.")
        }
        let trimmed = NewAccount(
            fullName: account.fullName.trimmingCharacters(in: .whitespaces),
            nickname: account.nickname.trimmingCharacters(in: .whitespaces),
            email: account.email.trimmingCharacters(in: .whitespaces),
            mobileNumber: account.mobileNumber.trimmingCharacters(in: .whitespaces), password: account.password)
        for (value, field) in [
            (trimmed.fullName, "fullName"), (trimmed.nickname, "nickname"), (trimmed.email, "email"),
            (trimmed.mobileNumber, "mobileNumber"), (trimmed.password, "password"),
        ] {
            try checkText(value, field: field)
        }
        // NB: read as Unicode scalars, as the OpenAPI pattern (`^[^@\s…]+@[^@\s…]+$`) reads it: split as
        // characters, an "@" followed by a combining mark or an emoji modifier is one character that is not
        // "@", and a valid address was refused.
        let scalars = trimmed.email.unicodeScalars
        let parts = scalars.split(separator: "@", omittingEmptySubsequences: false)
        guard parts.count == 2, !parts[0].isEmpty, !parts[1].isEmpty,
            !scalars.contains(where: \.properties.isWhitespace)
        else {
            throw .malformed("email must be an email address, like johnny@gmail.com.")
        }
        return trimmed
    }

    /// The ride request, when its identifiers are text and its coordinates degrees on the globe.
    static func validated(_ request: NewRideRequest) throws(KooberCloudRefusal) -> NewRideRequest {
        try checkText(request.rideOptionID, field: "rideOptionID")
        for (location, name) in [
            (request.waypoints.pickupLocation, "pickupLocation"),
            (request.waypoints.dropoffLocation, "dropoffLocation"),
        ] {
            try checkText(location.id, field: "waypoints.\(name).id")
            guard (-90...90).contains(location.latitude), (-180...180).contains(location.longitude) else {
                throw .malformed(
                    "waypoints.\(name) must have a latitude from -90 to 90 and a longitude from -180 to 180.")
            }
        }
        return request
    }

    /// Refuses text that is too long or holds control characters (which no field needs, and PostgreSQL
    /// cannot store as NUL).
    private static func checkText(_ value: String, field: String) throws(KooberCloudRefusal) {
        guard value.count <= maximumFieldLength else {
            throw .malformed("\(field) is longer than \(maximumFieldLength) characters.")
        }
        guard !value.unicodeScalars.contains(where: { $0.properties.generalCategory == .control }) else {
            throw .malformed("\(field) may not contain control characters.")
        }
    }
}
