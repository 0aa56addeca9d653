import Foundation

/// A single HTTP byte range (`Range: bytes=…`), resolved against a file size.
public struct ByteRange: Equatable, Sendable {
    /// The first byte.
    public let lowerBound: Int
    /// The last byte, inclusive.
    public let upperBound: Int

    /// The number of bytes.
    public var count: Int { upperBound - lowerBound + 1 }

    /// Creates a range of bytes `lowerBound...upperBound`.
    public init(lowerBound: Int, upperBound: Int) {
        self.lowerBound = lowerBound
        self.upperBound = upperBound
    }

    /// The outcome of reading a `Range` header.
    public enum Resolution: Equatable, Sendable {
        /// No usable range header: send the whole file.
        case whole
        /// Send this part (206).
        case partial(ByteRange)
        /// The range lies outside the file (416).
        case unsatisfiable
    }

    /// Resolves `header` (nil when absent) against a file of `size` bytes.
    ///
    /// Supports `bytes=a-b`, `bytes=a-` and `bytes=-n`. A header this server does not understand (another
    /// unit, several ranges, junk) is ignored and the whole file is sent, as RFC 9110 allows.
    public static func resolve(_ header: String?, size: Int) -> Resolution {
        guard let header, header.hasPrefix("bytes=") else { return .whole }
        let spec = header.dropFirst("bytes=".count).trimmingCharacters(in: .whitespaces)
        guard !spec.contains(","), let dash = spec.firstIndex(of: "-") else { return .whole }
        let first = spec[..<dash]
        let last = spec[spec.index(after: dash)...]
        guard first.count <= 18, last.count <= 18 else { return .whole }
        if first.isEmpty {
            guard let suffix = Int(last), suffix > 0 else { return last.isEmpty ? .whole : .unsatisfiable }
            guard size > 0 else { return .unsatisfiable }
            return .partial(ByteRange(lowerBound: max(0, size - suffix), upperBound: size - 1))
        }
        guard let start = Int(first), start >= 0 else { return .whole }
        guard start < size else { return .unsatisfiable }
        if last.isEmpty { return .partial(ByteRange(lowerBound: start, upperBound: size - 1)) }
        guard let end = Int(last), end >= start else { return .whole }
        return .partial(ByteRange(lowerBound: start, upperBound: min(end, size - 1)))
    }
}
