/// A change the store refused; nothing was changed.
public enum KooberCloudStoreError: Error, Equatable, Sendable, CustomStringConvertible {
    /// An account with this email exists already (emails are compared ignoring case).
    case emailTaken(String)
    /// No ride option has this identifier.
    case unknownRideOption(String)
    /// A stored row could not be read back (changed outside the server); what is wrong.
    case unreadableRow(String)

    public var description: String {
        switch self {
        case .emailTaken(let email): "An account with the email \(email) exists already: sign in, or use another email."
        case .unknownRideOption(let id):
            "There is no ride option \"\(id)\": ask GET /rideOptions for the ones there are."
        case .unreadableRow(let reason): "a stored row could not be read (\(reason)); it was changed outside the server"
        }
    }
}
