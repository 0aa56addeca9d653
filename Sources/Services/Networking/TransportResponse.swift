public import Foundation

/// What a server answered: its status code and body, whatever the status.
///
/// Resources whose error answers carry meaning (the Recordings server's `{"errorKey": …}` with a 4xx)
/// read it whole; everything else goes through ``HTTPTransport/data(for:)``, which treats a status other
/// than 2xx as a failure.
public struct TransportResponse: Sendable, Equatable {
    /// The HTTP status code.
    public var statusCode: Int
    /// The body, possibly empty.
    public var body: Data

    /// Creates a response.
    public init(statusCode: Int, body: Data) {
        self.statusCode = statusCode
        self.body = body
    }

    /// Whether the status is 2xx.
    public var isSuccess: Bool { (200..<300).contains(statusCode) }
}
