import RecordingsCore
import Services

/// Why the queue is waiting, in words for the status line.
enum SyncStatus {
    /// A short reason for a failed request: no answer, an error status, or an answer that is not one.
    static func reason(_ error: NetworkError) -> String {
        switch error {
        case .unreachable: "the server cannot be reached"
        case .status(_, let code) where code == 401 || code == 403: "the server refused the access token (\(code))"
        case .status(_, let code): "the server answered \(code)"
        case .undecodable: "the server's answer could not be read"
        }
    }

    /// The status line: how many changes wait, and why when the last attempt failed.
    static func line(pending: Int, failure: NetworkError?) -> String? {
        guard pending > 0 else { return nil }
        let waiting = RecordingsStrings.waiting(pending)
        return failure.map { "\(waiting) (\(reason($0)); retrying)" } ?? waiting
    }
}
