import Foundation

/// The browser client, read once from the package's resources: the page, the style sheet and the ES
/// modules under `Resources/client`, served at `/static/client/<path>`; and the state inspector's page,
/// module and style sheet under `Resources/inspector`, served at `/inspect/<mount>` and
/// `/static/inspector/<file>`; and the live view's under `Resources/live`, served at `/compare/live` and
/// `/static/live/<file>`.
struct StaticAssets: Sendable {
    /// A served file.
    struct Asset: Sendable {
        var contentType: String
        var body: String
    }

    let page: Asset
    let styles: Asset
    /// The client's modules by path relative to `Resources/client` (for example `controls/row.js`).
    let modules: [String: Asset]
    /// The state inspector's page, its module and its style sheet.
    let inspectorPage: Asset
    let inspectorScript: Asset
    let inspectorStyles: Asset
    /// The live side-by-side view's page, module and style sheet.
    let livePage: Asset
    let liveScript: Asset
    let liveStyles: Asset

    /// Loads the client's files.
    ///
    /// - Throws: ``WebHostError`` when the resources are missing (a broken installation).
    static func load() throws(WebHostError) -> StaticAssets {
        guard let resources = Bundle.module.url(forResource: "Resources", withExtension: nil) else {
            throw WebHostError("the web client's resources are missing from the package; rebuild")
        }
        func read(_ url: URL, _ type: String) throws(WebHostError) -> Asset {
            do {
                return Asset(contentType: type, body: try String(contentsOf: url, encoding: .utf8))
            } catch {
                throw WebHostError("the web client file \(url.lastPathComponent) cannot be read (\(error)); rebuild")
            }
        }
        let client = resources.appendingPathComponent("client", isDirectory: true)
        var modules: [String: Asset] = [:]
        let files = FileManager.default.enumerator(at: client, includingPropertiesForKeys: nil)
        while let url = files?.nextObject() as? URL {
            guard url.pathExtension == "js" else { continue }
            let path = url.standardizedFileURL.path.dropFirst(client.standardizedFileURL.path.count + 1)
            modules[String(path)] = try read(url, "text/javascript; charset=utf-8")
        }
        guard modules["main.js"] != nil else {
            throw WebHostError("the web client's main.js is missing from the package resources; rebuild")
        }
        let inspector = resources.appendingPathComponent("inspector", isDirectory: true)
        let live = resources.appendingPathComponent("live", isDirectory: true)
        return StaticAssets(
            page: try read(resources.appendingPathComponent("index.html"), "text/html; charset=utf-8"),
            styles: try read(resources.appendingPathComponent("app.css"), "text/css; charset=utf-8"),
            modules: modules,
            inspectorPage: try read(
                inspector.appendingPathComponent("inspector.html"), "text/html; charset=utf-8"),
            inspectorScript: try read(
                inspector.appendingPathComponent("inspector.js"), "text/javascript; charset=utf-8"),
            inspectorStyles: try read(inspector.appendingPathComponent("inspector.css"), "text/css; charset=utf-8"),
            livePage: try read(live.appendingPathComponent("live.html"), "text/html; charset=utf-8"),
            liveScript: try read(live.appendingPathComponent("live.js"), "text/javascript; charset=utf-8"),
            liveStyles: try read(live.appendingPathComponent("live.css"), "text/css; charset=utf-8"))
    }
}
