import Foundation
import ViewKit
import WebHost

/// What a tab receives, kept thread-safely (connections may be written from any isolation).
final class MessageBox: @unchecked Sendable {
    // NB: @unchecked because the lock guards `messages`.
    private let lock = NSLock()
    private var messages: [String] = []

    func append(_ text: String) {
        lock.lock()
        messages.append(text)
        lock.unlock()
    }

    func drain() -> [String] {
        lock.lock()
        defer { lock.unlock() }
        let all = messages
        messages = []
        return all
    }
}

/// A server message as a test reads it.
struct Incoming: Decodable {
    var type: String
    var token: String?
    var tree: WireNode?
    var patches: [RenderPatch]?
    var message: String?
    var resumed: Bool?
    var sequence: Int?
    var id: Int?
    var command: String?
    var source: String?
    var upload: String?
}

/// A fake browser tab: it holds the tree as the real client does, by applying every patch it receives.
@MainActor
final class TestTab {
    let box = MessageBox()
    let connection: ClientConnection
    private(set) var tree: WireNode?
    private(set) var token: String?
    private(set) var errors: [String] = []
    private(set) var received: [Incoming] = []
    private(set) var bytes = 0

    init() {
        let box = box
        connection = ClientConnection(send: { box.append($0) })
    }

    /// Reads what arrived since the last call; applies welcomes and patches.
    @discardableResult
    func process() throws -> [Incoming] {
        var new: [Incoming] = []
        for text in box.drain() {
            bytes += text.utf8.count
            let message = try JSONDecoder().decode(Incoming.self, from: Data(text.utf8))
            switch message.type {
            case "welcome":
                tree = message.tree
                token = message.token
            case "patch":
                guard var current = tree else { throw PatchError("a patch arrived before the welcome") }
                for patch in message.patches ?? [] { try current.apply(patch) }
                tree = current
            case "error":
                errors.append(message.message ?? "")
            default:
                break
            }
            new.append(message)
        }
        received += new
        return new
    }

    /// The first node matching `predicate`.
    func node(where predicate: (WireNode) -> Bool) -> WireNode? {
        tree?.first(where: predicate)
    }

    /// The texts of the rows the tab shows.
    var rowTexts: [String] {
        var texts: [String] = []
        tree?.forEach { if $0.kind == .row { texts.append($0.string("text") ?? "") } }
        return texts
    }

    static func hello(token: String? = nil, width: Double = 390, height: Double = 844) -> String {
        let tokenJSON = token.map { "\"\($0)\"" } ?? "null"
        return #"{"type":"hello","token":\#(tokenJSON),"width":\#(width),"height":\#(height)}"#
    }

    static func event(_ id: ElementID, _ action: String, extra: String = "") -> String {
        #"{"type":"event","id":\#(id.rawValue),"action":"\#(action)"\#(extra.isEmpty ? "" : "," + extra)}"#
    }
}
