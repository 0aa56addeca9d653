/// Why a comparison could not be made, with what to do about it.
public enum ComparisonError: Error, Equatable, CustomStringConvertible {
    /// A file of the source tree or an input could not be read.
    case unreadable(String, String)
    /// An app or pattern that `apparch list` shows has no entry in ``ComparisonCatalog``.
    case missingEntry(app: String, pattern: String)
    /// An input file is not in the expected format.
    case malformed(String, String)

    public var description: String {
        switch self {
        case .unreadable(let path, let reason):
            "cannot read \(path): \(reason)"
        case .missingEntry(let app, let pattern):
            "\(app)/\(pattern) has no entry in the comparison catalog: add its folders to "
                + "Sources/Comparison/ComparisonCatalog.swift (a new pattern is not done until it appears there)"
        case .malformed(let path, let reason):
            "\(path) is not in the expected format: \(reason)"
        }
    }
}
