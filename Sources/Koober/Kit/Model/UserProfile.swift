public import Foundation

/// Who is signed in (the sample's `UserProfile`).
public struct UserProfile: Codable, Hashable, Sendable {
    /// Their full name ("Johnny Appleseed").
    public var name: String
    /// Their email address.
    public var email: String
    /// Their mobile number.
    public var mobileNumber: String
    /// Their picture.
    public var avatar: URL

    /// Creates a profile.
    public init(name: String, email: String, mobileNumber: String, avatar: URL) {
        self.name = name
        self.email = email
        self.mobileNumber = mobileNumber
        self.avatar = avatar
    }
}
