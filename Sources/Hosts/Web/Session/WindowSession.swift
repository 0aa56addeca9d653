public import Foundation
public import ViewKit

/// One tab's window and what the tab was last sent: the server side of a tab.
///
/// A session outlives its connection: when a tab reconnects with the session's token it is attached
/// again and receives the window's whole tree. After each event and each turn of the run loop ``flush()``
/// sends the patches from the last tree sent to the current one.
///
/// The window is rendered once per update: the render a flush makes is both the tree the patches come
/// from and the one the tab's next event finds its element in (``perform(_:on:)``), since the tab shows
/// exactly what was last sent and the host flushes after everything that changes a window.
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
    /// The number of times the session rendered its window, for tests and benchmarks.
    public private(set) var renders = 0

    /// The render the tab's tree was last made from, hidden views included (the wire tree leaves them
    /// out): the next flush's patches are its difference to the next render, and a tab's event finds its
    /// element in it. No wire tree is kept: the tab's is exactly the one ``WireTree`` makes of this render.
    private var lastRender: RenderNode?
    /// Player commands sent during an update, for after its patches: the tab shows the change first.
    private var afterPatches: [ServerMessage] = []
    /// Where the host's update time goes; shared by the host's sessions.
    let timings: UpdateTimings

    init(token: String, window: Window, timings: UpdateTimings = UpdateTimings()) {
        self.token = token
        self.window = window
        self.timings = timings
    }

    /// Attaches `connection` and sends it the whole tree.
    func attach(_ connection: ClientConnection, title: String, resumed: Bool) {
        self.connection = connection
        detachedAt = nil
        afterPatches = []
        send(.welcome(token: token, title: title, tree: WireTree.make(from: render()), resumed: resumed))
    }

    /// Forgets the connection; the window stays until the idle grace period ends.
    func detach(at date: Date) {
        connection = nil
        afterPatches = []
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
        guard connection != nil, let lastRender else {
            afterPatches = []
            return
        }
        timings.flushes += 1
        let tree = timings.measure(\.render) { render() }
        let patches = timings.measure(\.diff) { TreeDiff.patches(from: lastRender, to: tree) }
        if !patches.isEmpty {
            sequence += 1
            timings.patchMessages += 1
            let before = bytesSent
            timings.measure(\.encode) { send(.patch(sequence: sequence, patches: patches)) }
            timings.patchBytes += bytesSent - before
        }
        sendMessagesAfterPatches()
    }

    /// Sends `message` after the patches of the update under way (``flush()``), so the tab draws the
    /// change before it acts on the message: a Play button's title before the audio element starts.
    func sendAfterPatches(_ message: ServerMessage) {
        guard connection != nil else { return }
        afterPatches.append(message)
    }

    /// Sends the messages waiting for the patches of an update that will not come (the server stops).
    func sendMessagesAfterPatches() {
        let messages = afterPatches
        afterPatches = []
        for message in messages { send(message) }
    }

    /// Performs a tab's event on the element `id` of the tree it was last sent, without rendering again;
    /// see ``ViewKit/Window/perform(_:on:)``.
    ///
    /// - Throws: ``ViewKit/UserActionError`` naming the element and why a person could not act on it.
    func perform(_ action: UserAction, on id: ElementID) throws(UserActionError) {
        guard let lastRender else {
            try window.perform(action, on: id)
            return
        }
        try window.perform(action, on: id, in: lastRender)
    }

    /// Renders the window with hidden views (flagged, so the wire tree leaves them out and an event on one
    /// is refused as hidden) and keeps the render for the next event.
    private func render() -> RenderNode {
        renders += 1
        let tree = window.renderTree(includeHidden: true)
        lastRender = tree
        return tree
    }

    /// Sends `message` to the attached tab, if any.
    public func send(_ message: ServerMessage) {
        guard let connection else { return }
        do throws(MessageWriter.NonFiniteNumber) {
            // NB: written straight into one string (see MessageWriter), not through JSONEncoder and Data.
            let text = try MessageWriter.text(of: message)
            bytesSent += text.utf8.count
            connection.send(text)
        } catch {
            // NB: the messages hold only strings and finite numbers the host produced; encoding cannot fail.
            connection.send(#"{"type":"error","message":"the server could not encode an update"}"#)
        }
    }
}
