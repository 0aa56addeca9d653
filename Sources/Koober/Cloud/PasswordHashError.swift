/// Why a password could not be hashed or checked.
public enum PasswordHashError: Error, Equatable, Sendable, CustomStringConvertible {
    /// There was no password to hash (sign-up refuses empty ones before this).
    case emptyPassword
    /// The parameters are out of the bounds the server accepts (a stored row that was tampered with).
    case unacceptableParameters(ScryptParameters)
    /// scrypt itself failed (too little memory for the parameters); its words.
    case scryptFailed(String)

    public var description: String {
        switch self {
        case .emptyPassword: "an empty password cannot be hashed; give a password"
        case .unacceptableParameters(let parameters):
            "the stored scrypt parameters (logN \(parameters.logN), r \(parameters.r), p \(parameters.p)) are out "
                + "of bounds; the account's row was changed outside the server: reset its password"
        case .scryptFailed(let reason): "scrypt failed (\(reason)); the server may be short of memory"
        }
    }
}
