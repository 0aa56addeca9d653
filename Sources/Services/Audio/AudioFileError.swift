public import Foundation

/// Why an audio file could not be read, written or recorded; every message says what to do next.
///
/// Errors from ``WAVFile`` parsing name the first problem found; they never describe a partial result.
public struct AudioFileError: Error, Equatable, CustomStringConvertible {
    /// What went wrong, as a closed set.
    public enum Code: Equatable, Sendable {
        /// No file exists at the path.
        case fileNotFound(path: String)
        /// The file exists but could not be read (permissions, I/O error).
        case unreadable(path: String, reason: String)
        /// The data does not start with a `RIFF` header.
        case notRIFF
        /// The RIFF container does not hold `WAVE` data.
        case notWAVE
        /// The data ends before the chunk it declares (named by its four-character identifier) is complete.
        case truncated(chunk: String)
        /// The format chunk contradicts itself or is placed where it cannot be used.
        case malformedFormat(reason: String)
        /// The format tag is not 1 (integer PCM): compressed or floating-point audio.
        case unsupportedEncoding(formatTag: Int)
        /// Only mono and stereo files are supported.
        case unsupportedChannelCount(Int)
        /// Only 8- and 16-bit samples are supported.
        case unsupportedBitsPerSample(Int)
        /// The sample rate is zero or implausibly high.
        case unsupportedSampleRate(Int)
        /// The file has no `fmt ` chunk before its audio data.
        case missingFormatChunk
        /// The file has no `data` chunk.
        case missingDataChunk
        /// The file has more chunks than any real WAV file does before its data; it is probably damaged.
        case tooManyChunks(limit: Int)
        /// A generated or recorded duration is negative, not finite, or longer than the supported maximum.
        case invalidDuration(TimeInterval, maximum: TimeInterval)
        /// The file could not be written.
        case writeFailed(path: String, reason: String)
        /// The recorder or player could not be started (no permission is a separate callback, not this).
        case unavailable(reason: String)
    }

    /// The specific failure.
    public let code: Code

    /// Creates an error for `code`.
    public init(_ code: Code) { self.code = code }

    public var description: String {
        let reexport = "Re-export the audio as an uncompressed WAV (PCM, 8 or 16 bit, mono or stereo) and try again."
        switch code {
        case .fileNotFound(let path):
            return "The audio file \(path) does not exist. Record it again or restore it from a backup."
        case .unreadable(let path, let reason):
            return "Could not read the audio file \(path): \(reason). Check its permissions."
        case .notRIFF:
            return "This is not a WAV file (it does not start with a RIFF header). \(reexport)"
        case .notWAVE:
            return "This RIFF file does not contain WAVE audio. \(reexport)"
        case .truncated(let chunk):
            return "The WAV file is incomplete: it ends inside its \"\(chunk)\" chunk. The upload or copy was "
                + "probably interrupted; copy the file again."
        case .malformedFormat(let reason):
            return "The WAV file's format description is damaged (\(reason)). \(reexport)"
        case .unsupportedEncoding(let tag):
            return "The WAV file uses encoding \(tag), not plain PCM (1). \(reexport)"
        case .unsupportedChannelCount(let count):
            return "The WAV file has \(count) channels; only mono and stereo are supported. \(reexport)"
        case .unsupportedBitsPerSample(let bits):
            return "The WAV file uses \(bits)-bit samples; only 8 and 16 bit are supported. \(reexport)"
        case .unsupportedSampleRate(let rate):
            return "The WAV file declares a sample rate of \(rate) Hz, which is not usable. \(reexport)"
        case .missingFormatChunk:
            return "The WAV file has no format (\"fmt \") chunk before its audio data. \(reexport)"
        case .missingDataChunk:
            return "The WAV file has no audio (\"data\") chunk. \(reexport)"
        case .tooManyChunks(let limit):
            return "The WAV file has more than \(limit) chunks before its audio data, so it is probably damaged. "
                + reexport
        case .invalidDuration(let duration, let maximum):
            return "Cannot make audio \(duration) seconds long; durations must be between 0 and \(Int(maximum)) "
                + "seconds. Record a shorter piece."
        case .writeFailed(let path, let reason):
            return "Could not save the audio file \(path): \(reason). Check free space and permissions."
        case .unavailable(let reason):
            return "Audio is unavailable: \(reason). Close other apps that use audio and try again."
        }
    }
}
