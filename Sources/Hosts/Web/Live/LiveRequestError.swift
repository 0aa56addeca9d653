/// Why a request to the live side-by-side view (`/compare/live…`) was refused, with the HTTP status that
/// reports it and a message that says what to do. Nothing is launched or run when one is thrown.
public struct LiveRequestError: Error, Equatable, CustomStringConvertible {
    /// The HTTP status.
    public let status: Int
    /// What is wrong and what to do.
    public let description: String

    /// Creates an error.
    public init(status: Int = 400, _ description: String) {
        self.status = status
        self.description = description
    }

    /// A live session that was closed (idle, replaced, or the server stopping) or never existed.
    public static let unknownSession = LiveRequestError(
        status: 404, "This live comparison was closed (it was idle, or newer ones replaced it); reload the page.")
}
