public import Foundation

/// Turns a session into bytes and back (the sample's `UserSessionCoding`).
public protocol UserSessionCoding: Sendable {
    /// The session's bytes.
    func encode(userSession: UserSession) throws -> Data
    /// The session in `data`.
    ///
    /// - Throws: when the bytes are not a session.
    func decode(data: Data) throws -> UserSession
}
