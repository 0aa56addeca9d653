import Foundation
import Synchronization

/// The sending side of one tab's WebSocket: the app's text messages, handed to the socket as they are sent.
///
/// The bytes handed over and not yet written are counted: a tab that stops reading (so its socket stops
/// taking bytes) while the app keeps sending would otherwise grow the server without limit. Once more than
/// ``maximumQueuedBytes`` would wait, the connection gives up: it closes, drops that message and every later
/// one and fires its overflow signal, and the server drops the tab, which reconnects and gets its window back
/// when it reads again.
///
/// Safe to use from any isolation: its state is atomic and it only calls its `Sendable` closures.
public final class ClientConnection: Sendable, Hashable {
    /// The most bytes of messages that may wait for a slow tab.
    public static let maximumQueuedBytes = 4 << 20

    /// Hands a message to the socket; calls its second argument once the message is written or can no
    /// longer be (the socket closed).
    public typealias Writer = @Sendable (_ text: String, _ done: @escaping @Sendable () -> Void) -> Void

    /// A process-unique number, for logs.
    public let number: Int
    private let writer: Writer
    private let closer: @Sendable () -> Void
    private let overflowed: @Sendable () -> Void
    private let limit: Int
    private let queued = Atomic<Int>(0)
    private let isClosed = Atomic<Bool>(false)

    private static let counter = Counter()

    /// Creates a connection whose messages `write` hands to a socket.
    ///
    /// - Parameters:
    ///   - limit: the most bytes that may wait to be written before the connection gives up.
    ///   - write: hands a message to the socket, in the order of ``send(_:)``.
    ///   - close: asks the tab to close; called once, by the first ``close()``.
    ///   - overflowed: called instead of `close` when a message would take the waiting bytes over `limit`:
    ///     the socket is to be dropped at once, since a closing handshake would wait behind everything the
    ///     tab never read.
    public init(
        limit: Int = maximumQueuedBytes, write: @escaping Writer, close: @escaping @Sendable () -> Void,
        overflowed: @escaping @Sendable () -> Void
    ) {
        number = Self.counter.next()
        writer = write
        closer = close
        self.overflowed = overflowed
        self.limit = limit
    }

    /// Creates a connection that hands messages to `send` and reports closing to `close` (tests and
    /// benchmarks use it to read what a tab would receive; a message is written once `send` returns, so it
    /// never overflows).
    public convenience init(send: @escaping @Sendable (String) -> Void, close: @escaping @Sendable () -> Void = {}) {
        self.init(
            limit: .max,
            write: { text, done in
                send(text)
                done()
            }, close: close, overflowed: {})
    }

    /// The bytes of messages handed to the socket and not yet written.
    public var queuedBytes: Int { queued.load(ordering: .relaxed) }

    /// Whether the connection still sends: not closed by the app, and not given up after an overflow.
    public var isOpen: Bool { !isClosed.load(ordering: .relaxed) }

    /// Hands `text` to the socket; dropped silently once the connection is closed. A message that would take
    /// the bytes waiting over the limit is dropped too, and closes the connection with its overflow signal.
    public func send(_ text: String) {
        guard !isClosed.load(ordering: .relaxed) else { return }
        let count = text.utf8.count
        let total = queued.add(count, ordering: .relaxed).newValue
        guard total <= limit else {
            queued.subtract(count, ordering: .relaxed)
            if !isClosed.exchange(true, ordering: .relaxed) { overflowed() }
            return
        }
        writer(text) { [self] in queued.subtract(count, ordering: .relaxed) }
    }

    /// Closes the connection: nothing is sent after the messages already sent, and the tab is asked to
    /// close. Idempotent.
    public func close() {
        guard !isClosed.exchange(true, ordering: .relaxed) else { return }
        closer()
    }

    /// Marks the connection closed from the socket's side (the tab closed it, left, or broke the protocol):
    /// nothing more is sent, and the tab, already gone, is not asked to close.
    public func end() {
        isClosed.store(true, ordering: .relaxed)
    }

    public static func == (lhs: ClientConnection, rhs: ClientConnection) -> Bool { lhs === rhs }
    public func hash(into hasher: inout Hasher) { hasher.combine(ObjectIdentifier(self)) }
}

/// A thread-safe counter for connection numbers.
private final class Counter: Sendable {
    private let value = Atomic<Int>(0)

    func next() -> Int {
        value.add(1, ordering: .relaxed).newValue
    }
}
