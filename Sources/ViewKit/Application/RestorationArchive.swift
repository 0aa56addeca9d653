public import Foundation

/// A window's restorable state: what each view controller with a restoration identifier encoded,
/// keyed by its restoration path ("splitController/navController/folderController@1"), plus the app
/// delegate's own values. The Codable counterpart of UIKit's restoration archive (no NSCoder).
public struct RestorationArchive: Codable, Equatable, Sendable {
    /// The values each view controller encoded, by restoration path.
    public var controllers: [String: [String: Data]]
    /// The values the app delegate encoded.
    public var application: [String: Data]

    /// Creates an empty archive.
    public init(controllers: [String: [String: Data]] = [:], application: [String: Data] = [:]) {
        self.controllers = controllers
        self.application = application
    }

    /// The archive as JSON, with sorted keys so equal archives give equal bytes.
    public func encoded() throws -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys]
        return try encoder.encode(self)
    }

    /// Decodes an archive written by ``encoded()``.
    public static func decode(_ data: Data) throws -> RestorationArchive {
        try JSONDecoder().decode(RestorationArchive.self, from: data)
    }
}
