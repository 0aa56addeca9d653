import Foundation

/// The browser client, read once from the package's resources.
struct StaticAssets: Sendable {
    /// A served file.
    struct Asset: Sendable {
        var contentType: String
        var body: String
    }

    let page: Asset
    let script: Asset
    let styles: Asset

    /// Loads the client's files.
    ///
    /// - Throws: ``WebHostError`` when the resources are missing (a broken installation).
    static func load() throws(WebHostError) -> StaticAssets {
        func read(_ name: String, _ ext: String, _ type: String) throws(WebHostError) -> Asset {
            guard let url = Bundle.module.url(forResource: name, withExtension: ext, subdirectory: "Resources"),
                let text = try? String(contentsOf: url, encoding: .utf8)
            else {
                throw WebHostError("the web client file \(name).\(ext) is missing from the package resources; rebuild")
            }
            return Asset(contentType: type, body: text)
        }
        return StaticAssets(
            page: try read("index", "html", "text/html; charset=utf-8"),
            script: try read("app", "js", "text/javascript; charset=utf-8"),
            styles: try read("app", "css", "text/css; charset=utf-8"))
    }
}
