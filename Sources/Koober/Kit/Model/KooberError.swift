/// Why a Koober data-layer request failed; its description says what happened in words for a person.
public enum KooberError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The email and password do not match an account.
    case wrongCredentials
    /// The email belongs to an account already.
    case emailTaken
    /// A required field is empty (its name).
    case missingField(String)
    /// The request failed on purpose (`--fail <operation>`), to show the error path.
    case scripted(FailurePlan.Operation)
    /// Koober Cloud could not be reached or answered with an error.
    case remote(String)
    /// The stored session could not be read or written.
    case storage(String)

    public var description: String {
        switch self {
        case .wrongCredentials: "The email and password do not match an account."
        case .emailTaken: "An account with this email exists already."
        case .missingField(let name): "\(name) is empty."
        case .scripted(let operation): "The \(operation.rawValue) request failed because --fail asked it to."
        case .remote(let reason): reason
        case .storage(let reason): reason
        }
    }
}
