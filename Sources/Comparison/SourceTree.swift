import Crypto
public import Foundation

/// A checkout of the package on disk: the Swift files of its folders, their code lines, their tests and a
/// digest of their contents. Paths are relative to ``root`` with `/` separators (`Sources/Recordings/MVC`).
public struct SourceTree: Sendable {
    /// The package's root folder (the one holding `Package.swift`).
    public let root: URL

    /// A tree rooted at `root`; nothing is read until asked.
    public init(root: URL) {
        self.root = root
    }

    /// The package root that holds the source file at `filePath` (a `#filePath`), found by walking up to the
    /// first folder with a `Package.swift`; nil when the file is not inside a package checkout (an installed
    /// binary built elsewhere).
    public static func containing(filePath: String) -> SourceTree? {
        var folder = URL(fileURLWithPath: filePath).deletingLastPathComponent()
        while folder.path != "/" && !folder.path.isEmpty {
            if FileManager.default.fileExists(atPath: folder.appendingPathComponent("Package.swift").path) {
                return SourceTree(root: folder)
            }
            folder = folder.deletingLastPathComponent()
        }
        return nil
    }

    /// Whether `path` (a file or a folder) exists in the tree.
    public func exists(_ path: String) -> Bool {
        FileManager.default.fileExists(atPath: url(path).path)
    }

    /// The `.swift` files under `paths` (each a folder or a file), skipping anything under `excluded`, as
    /// sorted paths relative to the root. Paths that do not exist contribute nothing.
    public func swiftFiles(in paths: [String], excluding excluded: [String] = []) -> [String] {
        var files: Set<String> = []
        for path in paths {
            var isFolder: ObjCBool = false
            guard FileManager.default.fileExists(atPath: url(path).path, isDirectory: &isFolder) else { continue }
            if !isFolder.boolValue {
                if path.hasSuffix(".swift") { files.insert(path) }
                continue
            }
            let enumerator = FileManager.default.enumerator(atPath: url(path).path)
            while let relative = enumerator?.nextObject() as? String {
                if relative.hasSuffix(".swift") { files.insert(path + "/" + relative) }
            }
        }
        return files.filter { file in
            !excluded.contains { file == $0 || file.hasPrefix($0.hasSuffix("/") ? $0 : $0 + "/") }
        }
        .sorted()
    }

    /// The code lines (``LineCounter``) of the Swift files under `paths`, minus `excluded`.
    ///
    /// - Throws: ``ComparisonError/unreadable(_:_:)`` when a file cannot be read as UTF-8.
    public func codeLines(in paths: [String], excluding excluded: [String] = []) throws(ComparisonError) -> Int {
        var total = 0
        for file in swiftFiles(in: paths, excluding: excluded) {
            total += LineCounter.codeLines(in: try text(of: file))
        }
        return total
    }

    /// The number of `@Test` functions in the Swift files under `paths`.
    ///
    /// - Throws: ``ComparisonError/unreadable(_:_:)`` when a file cannot be read as UTF-8.
    public func testCount(in paths: [String]) throws(ComparisonError) -> Int {
        var total = 0
        for file in swiftFiles(in: paths) {
            total += try text(of: file).split(separator: "\n", omittingEmptySubsequences: false)
                .filter { line in
                    let trimmed = line.drop { $0 == " " || $0 == "\t" }
                    guard trimmed.hasPrefix("@Test") else { return false }
                    let next = trimmed.dropFirst(5).first
                    return next == nil || next == "(" || next == " "
                }
                .count
        }
        return total
    }

    /// A SHA-256 of the Swift files under `paths` (minus `excluded`): their paths and contents, in path
    /// order, as lowercase hex. Equal digests mean the same code.
    ///
    /// - Throws: ``ComparisonError/unreadable(_:_:)`` when a file cannot be read.
    public func digest(of paths: [String], excluding excluded: [String] = []) throws(ComparisonError) -> String {
        var hasher = SHA256()
        for file in swiftFiles(in: paths, excluding: excluded) {
            hasher.update(data: Data(file.utf8))
            hasher.update(data: Data([0]))
            hasher.update(data: Data(try text(of: file).utf8))
            hasher.update(data: Data([0]))
        }
        return hasher.finalize().map { String(format: "%02x", $0) }.joined()
    }

    /// The text of the file at `path`.
    ///
    /// - Throws: ``ComparisonError/unreadable(_:_:)`` when it cannot be read as UTF-8.
    public func text(of path: String) throws(ComparisonError) -> String {
        do {
            return try String(contentsOf: url(path), encoding: .utf8)
        } catch {
            throw .unreadable(path, "\(error)")
        }
    }

    private func url(_ path: String) -> URL {
        path.isEmpty ? root : root.appendingPathComponent(path)
    }
}
