/// A `--server` address a client cannot use; its description says what to give instead.
public struct ServerAddressError: Error, Equatable, Sendable, CustomStringConvertible {
    /// The address as given.
    public let address: String
    /// What is wrong with it.
    public let reason: String

    public var description: String {
        "cannot use the server address \"\(address)\": \(reason); give the URL `apparch api recordings` printed, "
            + "like http://127.0.0.1:8081/?token=…"
    }
}
