public import Foundation

/// Encodes sessions as property lists (the sample's `UserSessionPropertyListCoder`).
public struct UserSessionPropertyListCoder: UserSessionCoding {
    /// Creates the coder.
    public init() {}

    public func encode(userSession: UserSession) throws -> Data {
        let encoder = PropertyListEncoder()
        encoder.outputFormat = .xml
        return try encoder.encode(userSession)
    }

    public func decode(data: Data) throws -> UserSession {
        try PropertyListDecoder().decode(UserSession.self, from: data)
    }
}
