import Foundation
import Testing
import ViewKit
import WebHost

/// The browser client and the wire format keep up with ViewKit: every render-node kind has a client
/// module that draws it, registered by its name, and a row in the protocol reference.
@Suite struct ClientModuleTests {
    /// The package's `Sources/Hosts/Web` folder, found from this file's path.
    static let webHost = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        .appendingPathComponent("Sources/Hosts/Web")

    @Test(arguments: RenderNode.Kind.allCases)
    func everyKindHasAClientModule(kind: RenderNode.Kind) throws {
        let module = Self.webHost.appendingPathComponent("Resources/client/controls/\(kind.rawValue).js")
        let source = try String(contentsOf: module, encoding: .utf8)
        #expect(source.contains("export default"), "controls/\(kind.rawValue).js must export the kind's control")
        let registry = try String(
            contentsOf: Self.webHost.appendingPathComponent("Resources/client/controls/index.js"), encoding: .utf8)
        #expect(
            registry.contains("\n  \(kind.rawValue): "),
            "controls/index.js must register \(kind.rawValue) by its name")
    }

    @Test(arguments: RenderNode.Kind.allCases)
    func everyKindIsInTheProtocolReference(kind: RenderNode.Kind) throws {
        let reference = try String(
            contentsOf: Self.webHost.appendingPathComponent("Protocol/PROTOCOL.md"), encoding: .utf8)
        #expect(reference.contains("| `\(kind.rawValue)` |"), "PROTOCOL.md has no row for \(kind.rawValue)")
    }

    @Test(arguments: RenderNode.Flag.allCases)
    func everyFlagIsInTheProtocolReference(flag: RenderNode.Flag) throws {
        let reference = try String(
            contentsOf: Self.webHost.appendingPathComponent("Protocol/PROTOCOL.md"), encoding: .utf8)
        #expect(reference.contains("| `\(flag.rawValue)` |"), "PROTOCOL.md has no row for the flag \(flag.rawValue)")
    }

    @Test func theMapFetchesNothing() throws {
        let source = try String(
            contentsOf: Self.webHost.appendingPathComponent("Resources/client/controls/map.js"), encoding: .utf8)
        // NB: the SVG namespace is the only address, and it is a name, not a request.
        let addresses = source.split(separator: "'").filter { $0.contains("://") }
        #expect(addresses == ["http://www.w3.org/2000/svg"])
        for request in ["fetch(", "XMLHttpRequest", "new Image", "url(", "href", "src", "import("] {
            #expect(!source.contains(request), "map.js must request nothing, but it contains \(request)")
        }
        let style = try String(contentsOf: Self.webHost.appendingPathComponent("Resources/app.css"), encoding: .utf8)
        let mapRules = style.split(separator: "\n").filter { $0.contains(".map") }
        #expect(!mapRules.isEmpty)
        #expect(mapRules.allSatisfy { !$0.contains("url(") }, "the map's style must load nothing")
    }

    @Test func theClientReportsTheVisualViewport() throws {
        let client = Self.webHost.appendingPathComponent("Resources/client")
        let main = try String(contentsOf: client.appendingPathComponent("main.js"), encoding: .utf8)
        #expect(main.contains("from './keyboard.js'"))
        let keyboard = try String(contentsOf: client.appendingPathComponent("keyboard.js"), encoding: .utf8)
        for field in ["type: 'visualViewport'", "height:", "offsetTop:", "layoutHeight"] {
            #expect(keyboard.contains(field), "keyboard.js must send \(field) as PROTOCOL.md documents")
        }
    }

    @Test func theClientReadsNoPropertyByPosition() throws {
        let client = Self.webHost.appendingPathComponent("Resources/client")
        let files = FileManager.default.enumerator(at: client, includingPropertiesForKeys: nil)
        var offenders: [String] = []
        while let url = files?.nextObject() as? URL {
            guard url.pathExtension == "js" else { continue }
            let source = try String(contentsOf: url, encoding: .utf8)
            if source.contains("data.index ||") || source.contains(".index[") || source.contains("(data.index") {
                offenders.append(url.lastPathComponent)
            }
        }
        #expect(offenders.isEmpty, "positional reads in \(offenders)")
    }
}
