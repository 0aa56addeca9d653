/// Why an uploaded recording was refused.
public struct UploadError: Error, Equatable, CustomStringConvertible {
    /// The reasons.
    public enum Code: Equatable, Sendable {
        /// No recorder is waiting for a file of this name.
        case notExpected
        /// The upload is larger than the limit.
        case tooLarge(limit: Int)
        /// The data is not a WAV file this product reads.
        case notWAV(String)
        /// The file could not be stored.
        case writeFailed(String)
    }

    /// The reason.
    public let code: Code

    /// Creates an error.
    public init(_ code: Code) { self.code = code }

    /// The HTTP status that reports the error.
    public var status: Int {
        switch code {
        case .notExpected: 404
        case .tooLarge: 413
        case .notWAV: 422
        case .writeFailed: 500
        }
    }

    public var description: String {
        switch code {
        case .notExpected: "no recording is waiting for this upload; start a recording first"
        case .tooLarge(let limit): "the upload is larger than \(limit / 1024 / 1024) MB; record a shorter take"
        case .notWAV(let reason): "the upload is not a WAV file this app reads: \(reason)"
        case .writeFailed(let reason): "the recording could not be stored: \(reason); check the data directory"
        }
    }
}
