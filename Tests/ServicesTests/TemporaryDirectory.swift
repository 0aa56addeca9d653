import Foundation

/// A fresh temporary directory, removed when the test ends.
final class TemporaryDirectory {
    let url: URL

    init() throws {
        url = FileManager.default.temporaryDirectory
            .appendingPathComponent("apparch-persistence-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
    }

    deinit { try? FileManager.default.removeItem(at: url) }

    func contents(_ subdirectory: String? = nil) throws -> [String] {
        let directory = subdirectory.map { url.appendingPathComponent($0) } ?? url
        return try FileManager.default.contentsOfDirectory(atPath: directory.path).sorted()
    }
}
