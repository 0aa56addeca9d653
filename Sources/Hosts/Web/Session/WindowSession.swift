public import Foundation
public import ViewKit

/// One tab's window and what the tab was last sent: the server side of a tab.
///
/// A session outlives its connection: when a tab reconnects with the session's token it is attached
/// again and receives the window's whole tree. After each turn of the run loop ``flush()`` sends the
/// patches from the last tree sent to the current one.
@MainActor
public final class WindowSession {
    /// The secret a tab presents to get this window back.
    public let token: String
    /// The window the tab shows.
    public let window: Window
    /// The live connection, if a tab is attached.
    public private(set) var connection: ClientConnection?
    /// When the tab went away, for closing idle windows.
    public private(set) var detachedAt: Date?
    /// The number of patch messages sent, for tests and benchmarks.
    public private(set) var sequence = 0
    /// The bytes sent to tabs so far, for benchmarks.
    public private(set) var bytesSent = 0

    private var lastSent: WireNode?
    private let encoder: JSONEncoder

    init(token: String, window: Window) {
        self.token = token
        self.window = window
        encoder = JSONEncoder()
        encoder.outputFormatting = [.withoutEscapingSlashes]
    }

    /// Attaches `connection` and sends it the whole tree.
    func attach(_ connection: ClientConnection, title: String, resumed: Bool) {
        self.connection = connection
        detachedAt = nil
        let tree = WireTree.make(from: window.renderTree())
        lastSent = tree
        send(.welcome(token: token, title: title, tree: tree, resumed: resumed))
    }

    /// Forgets the connection; the window stays until the idle grace period ends.
    func detach(at date: Date) {
        connection = nil
        detachedAt = date
    }

    /// Applies a tab's viewport: the size class from its width, the window's width and height from its own.
    func apply(_ viewport: Viewport) {
        window.setSizeClass(viewport.sizeClass)
        if window.height != viewport.height { window.height = viewport.height }
        if window.width != viewport.width { window.width = viewport.width }
    }

    /// Applies a tab's visual viewport: the on-screen keyboard it reveals shows, moves or hides the window's
    /// keyboard, which posts the keyboard events.
    func apply(_ report: VisualViewport) {
        window.reportKeyboardFrame(report.keyboardFrame(width: window.width))
    }

    /// Sends the patches that bring the tab's tree up to date; nothing when nothing changed or no tab is
    /// attached.
    public func flush() {
        guard connection != nil, let lastSent else { return }
        let tree = WireTree.make(from: window.renderTree())
        let patches = TreeDiff.patches(from: lastSent, to: tree)
        self.lastSent = tree
        guard !patches.isEmpty else { return }
        sequence += 1
        send(.patch(sequence: sequence, patches: patches))
    }

    /// Sends `message` to the attached tab, if any.
    public func send(_ message: ServerMessage) {
        guard let connection else { return }
        do {
            let data = try encoder.encode(message)
            bytesSent += data.count
            connection.send(String(decoding: data, as: UTF8.self))
        } catch {
            // NB: the messages hold only strings and finite numbers the host produced; encoding cannot fail.
            connection.send(#"{"type":"error","message":"the server could not encode an update"}"#)
        }
    }
}
