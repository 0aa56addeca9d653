public import Foundation

/// Per-file line coverage read from `llvm-cov export -summary-only` JSON (`data[0].files[]`, each with its
/// `filename` and `summary.lines.{count,covered}`), keyed by path relative to the package root.
public struct CoverageExport: Sendable, Equatable {
    /// Covered and coverable lines per file, by path relative to the package root (`Sources/…`).
    public let files: [String: Figures.Coverage]

    /// Creates an export from per-file figures.
    public init(files: [String: Figures.Coverage]) {
        self.files = files
    }

    /// Reads llvm-cov's export of a run in a checkout at `root` (paths outside it are kept from their
    /// `Sources/` or `Tests/` component on, so an export from another checkout still matches).
    ///
    /// - Throws: ``ComparisonError/malformed(_:_:)`` when the JSON is not llvm-cov's export format.
    public init(json: Data, root: String, source: String) throws(ComparisonError) {
        struct Export: Decodable {
            struct Entry: Decodable { let files: [File] }
            struct File: Decodable {
                let filename: String
                let summary: Summary
            }
            struct Summary: Decodable { let lines: Lines }
            struct Lines: Decodable {
                let count: Int
                let covered: Int
            }
            let data: [Entry]
        }
        let export: Export
        do {
            export = try JSONDecoder().decode(Export.self, from: json)
        } catch {
            throw .malformed(source, "expected llvm-cov export JSON with data[0].files[] (\(error))")
        }
        guard let first = export.data.first else { throw .malformed(source, "data is empty") }
        var files: [String: Figures.Coverage] = [:]
        for file in first.files {
            let path = Self.relative(file.filename, root: root)
            files[path] = Figures.Coverage(covered: file.summary.lines.covered, count: file.summary.lines.count)
        }
        self.files = files
    }

    /// The coverage summed over `paths` (relative to the root); nil when the export has none of them.
    public func coverage(of paths: [String]) -> Figures.Coverage? {
        let found = paths.compactMap { files[$0] }
        guard !found.isEmpty else { return nil }
        return Figures.Coverage(covered: found.map(\.covered).reduce(0, +), count: found.map(\.count).reduce(0, +))
    }

    private static func relative(_ path: String, root: String) -> String {
        let prefix = root.hasSuffix("/") ? root : root + "/"
        if path.hasPrefix(prefix) { return String(path.dropFirst(prefix.count)) }
        let components = path.split(separator: "/", omittingEmptySubsequences: false)
        if let start = components.firstIndex(where: { $0 == "Sources" || $0 == "Tests" }) {
            return components[start...].joined(separator: "/")
        }
        return path
    }
}
