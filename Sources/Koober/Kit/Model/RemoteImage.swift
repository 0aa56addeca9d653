public import Foundation

/// An image a server names at three scales (the sample's `RemoteImage`).
public struct RemoteImage: Codable, Hashable, Sendable {
    /// The image at 1×.
    public var at1xURL: URL
    /// The image at 2×.
    public var at2xURL: URL
    /// The image at 3×.
    public var at3xURL: URL

    /// Creates a remote image.
    public init(at1xURL: URL, at2xURL: URL, at3xURL: URL) {
        self.at1xURL = at1xURL
        self.at2xURL = at2xURL
        self.at3xURL = at3xURL
    }

    /// The file name without its scale and extension ("ride_option_wallaroo_selected"): what an in-bundle
    /// image cache looks images up by (the sample's `InBundleImageCache`).
    public var assetName: String {
        var name = at1xURL.deletingPathExtension().lastPathComponent
        for suffix in ["@2x", "@3x"] where name.hasSuffix(suffix) { name.removeLast(suffix.count) }
        return name
    }
}
