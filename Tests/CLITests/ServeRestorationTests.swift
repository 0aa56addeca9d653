import ArgumentParser
import Foundation
import Services
import Testing
import ViewKit
import WebHost

@testable import AppArchCLI

/// `apparch serve` across restarts, on Recordings with sample data in every local pattern: a tab that
/// comes back after the server stopped gets its player back; a new tab, `--fresh` and an unreadable
/// windows file start at the folder.
@MainActor
struct ServeRestorationTests {
    nonisolated static let patterns = ["mvc", "mvvmc", "mvvm", "mvcvs", "mavb", "tea"]

    /// A server of `apparch serve recordings <arguments>`'s mounts, its main app launched.
    static func serve(_ arguments: [String]) throws -> WebServer {
        let parsed = try AppArchCommand.parseAsRoot(["serve", "recordings"] + arguments)
        let command = try #require(parsed as? ServeCommand)
        let (mounts, index, _) = try ServeCommand.mounts(app: command.app, options: command.options)
        return try WebServer(configuration: .init(port: 0), mounts: mounts, index: index)
    }

    /// A tab of the main app: says hello (returning with `token` when given) and keeps what it receives.
    final class Tab: @unchecked Sendable {
        // NB: @unchecked because the lock guards `texts`; the connection may call from any isolation.
        private let lock = NSLock()
        private var texts: [String] = []
        private(set) lazy var connection = ClientConnection(send: { [weak self] text in self?.append(text) })

        private func append(_ text: String) {
            lock.lock()
            texts.append(text)
            lock.unlock()
        }

        /// The first welcome the tab received.
        @MainActor
        func welcome() throws -> Welcome {
            lock.lock()
            let all = texts
            lock.unlock()
            for text in all {
                if let welcome = try? JSONDecoder().decode(Welcome.self, from: Data(text.utf8)),
                    welcome.type == "welcome"
                {
                    return welcome
                }
            }
            throw CLIError("no welcome among \(all.count) messages")
        }
    }

    struct Welcome: Decodable {
        var type: String
        var token: String
        var resumed: Bool
        var tree: WireNode
    }

    @MainActor
    static func open(_ server: WebServer, token: String? = nil) throws -> (Tab, Welcome) {
        let tab = Tab()
        let tokenJSON = token.map { "\"\($0)\"" } ?? "null"
        server.registry.receive(
            #"{"type":"hello","token":\#(tokenJSON),"width":390,"height":844}"#, mount: "", from: tab.connection)
        return (tab, try tab.welcome())
    }

    static func text(_ node: WireNode, _ name: String) -> String? {
        if case .string(let value)? = node.properties[name] { value } else { nil }
    }

    /// Whether the tree shows Welcome's player: its name in the name field and a Play button.
    static func showsWelcomesPlayer(_ tree: WireNode) -> Bool {
        tree.first { $0.kind == .textField && text($0, "text") == "Welcome" } != nil
            && tree.first { $0.kind == .button && text($0, "title") == "Play" } != nil
    }

    /// Whether the tree shows the root folder with Welcome's row.
    static func showsTheFolder(_ tree: WireNode) -> Bool {
        tree.first { $0.kind == .row && (text($0, "text") ?? "").contains("Welcome") } != nil
            && !showsWelcomesPlayer(tree)
    }

    static func directory() throws -> URL {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("serve-restore-\(UUID())")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        return directory
    }

    @Test(arguments: patterns)
    func aReturningTabGetsItsPlayerBackAfterARestart(pattern: String) throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let arguments = ["--pattern", pattern, "--sample", "--data-dir", directory.path]
        let first = try Self.serve(arguments)
        let (tab, welcome) = try Self.open(first)
        let row = try #require(
            welcome.tree.first { $0.kind == .row && (Self.text($0, "text") ?? "").contains("Welcome") })
        first.registry.receive(
            #"{"type":"event","id":\#(row.id.rawValue),"action":"tap"}"#, mount: "", from: tab.connection)
        first.registry.shutdownAll(message: "bye")

        let second = try Self.serve(arguments)
        let (_, back) = try Self.open(second, token: welcome.token)
        #expect(back.resumed)
        #expect(back.token == welcome.token)
        #expect(Self.showsWelcomesPlayer(back.tree), "\(pattern): \(back.tree)")
        let (_, new) = try Self.open(second)
        #expect(!new.resumed)
        #expect(Self.showsTheFolder(new.tree), "\(pattern): \(new.tree)")
        second.registry.shutdownAll(message: "bye")

        let fresh = try Self.serve(arguments + ["--fresh"])
        let (_, again) = try Self.open(fresh, token: welcome.token)
        #expect(!again.resumed)
        #expect(Self.showsTheFolder(again.tree), "\(pattern): \(again.tree)")
        fresh.registry.shutdownAll(message: "bye")
    }

    @Test func anUnreadableWindowsFileIsKeptAsideAndTheTabStartsAtTheFolder() throws {
        let directory = try Self.directory()
        defer { try? FileManager.default.removeItem(at: directory) }
        let arguments = ["--sample", "--data-dir", directory.path]
        let first = try Self.serve(arguments)
        let (tab, welcome) = try Self.open(first)
        let row = try #require(
            welcome.tree.first { $0.kind == .row && (Self.text($0, "text") ?? "").contains("Welcome") })
        first.registry.receive(
            #"{"type":"event","id":\#(row.id.rawValue),"action":"tap"}"#, mount: "", from: tab.connection)
        first.registry.shutdownAll(message: "bye")
        let file = directory.appendingPathComponent("web-windows.json")
        try Data("garbage".utf8).write(to: file)

        let second = try Self.serve(arguments)
        #expect(try second.registry.host(for: "").restorationNotice?.contains("unreadable-") == true)
        let (_, back) = try Self.open(second, token: welcome.token)
        #expect(!back.resumed)
        #expect(Self.showsTheFolder(back.tree), "\(back.tree)")
        let kept = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasPrefix("web-windows.json.unreadable-") }
        #expect(kept.count == 1)
        second.registry.shutdownAll(message: "bye")
    }
}
