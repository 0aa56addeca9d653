public import Foundation

/// A fresh folder under the temporary directory for one test: created at once, removed by ``remove()``
/// (call it in a `defer`) or when the last copy of the value is released.
public final class TemporaryDirectory: Sendable {
    /// The folder.
    public let url: URL

    /// Creates the folder, named after `prefix` and a random UUID.
    public init(prefix: String = "apparch-tests") {
        url = FileManager.default.temporaryDirectory.appendingPathComponent("\(prefix)-\(UUID().uuidString)")
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            // NB: a test that cannot make its folder fails on its first file operation, which says why.
        }
    }

    deinit {
        remove()
    }

    /// Removes the folder and everything in it.
    public func remove() {
        do {
            try FileManager.default.removeItem(at: url)
        } catch {
            // NB: already gone (removed by the test itself, or twice).
        }
    }

    /// The names of the entries in the folder, sorted; empty when it is gone.
    public func fileNames() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: url.path)) ?? []).sorted()
    }

    /// The names of the WAV files in the folder, sorted.
    public func audioFiles() -> [String] {
        fileNames().filter { $0.hasSuffix(".wav") }
    }
}
