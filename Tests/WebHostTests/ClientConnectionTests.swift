import Synchronization
import Testing
import WebHost

/// The sending side of a tab: it counts the bytes handed to the socket until they are written, gives up on a
/// tab that falls more than its limit behind, and sends nothing once closed.
@Suite struct ClientConnectionTests {
    /// A socket that writes nothing until the test says so, and remembers what the connection did to it.
    final class FakeSocket: Sendable {
        struct State {
            var written: [String] = []
            var pending: [@Sendable () -> Void] = []
            var closes = 0
            var overflows = 0
        }
        let state = Mutex(State())

        func connection(limit: Int) -> ClientConnection {
            ClientConnection(
                limit: limit,
                write: { [self] text, done in
                    state.withLock {
                        $0.written.append(text)
                        $0.pending.append(done)
                    }
                },
                close: { [self] in state.withLock { $0.closes += 1 } },
                overflowed: { [self] in state.withLock { $0.overflows += 1 } })
        }

        /// Completes every write so far, as the socket would once the bytes left.
        func finishWrites() {
            let pending = state.withLock { state in
                defer { state.pending = [] }
                return state.pending
            }
            for done in pending { done() }
        }
    }

    @Test func theBytesWaitUntilTheSocketWroteThem() {
        let socket = FakeSocket()
        let connection = socket.connection(limit: 100)
        connection.send("hello")
        connection.send("wörld")
        #expect(connection.queuedBytes == 11, "five bytes, and six for the two-byte ö")
        socket.finishWrites()
        #expect(connection.queuedBytes == 0)
        #expect(socket.state.withLock(\.written) == ["hello", "wörld"])
    }

    @Test func aTabThatFallsTooFarBehindIsDroppedWithoutTheMessage() {
        let socket = FakeSocket()
        let connection = socket.connection(limit: 10)
        connection.send("12345678")
        connection.send("abc")
        connection.send("d")
        socket.state.withLock { state in
            #expect(state.written == ["12345678"], "the message over the limit and every later one are dropped")
            #expect(state.overflows == 1)
            #expect(state.closes == 0, "an overflow drops the socket; no closing handshake is asked for")
        }
        #expect(connection.queuedBytes == 8)
        #expect(!connection.isOpen)
        connection.close()
        #expect(socket.state.withLock(\.closes) == 0, "the connection is already closed")
    }

    @Test func aClosedConnectionAsksOnceAndSendsNothingMore() {
        let socket = FakeSocket()
        let connection = socket.connection(limit: 100)
        connection.send("before")
        #expect(connection.isOpen)
        connection.close()
        #expect(!connection.isOpen)
        connection.close()
        connection.send("after")
        socket.state.withLock { state in
            #expect(state.written == ["before"])
            #expect(state.closes == 1)
            #expect(state.overflows == 0)
        }
    }

    @Test func aConnectionEndedByItsSocketSendsNothingAndAsksNothing() {
        let socket = FakeSocket()
        let connection = socket.connection(limit: 100)
        connection.end()
        connection.send("after")
        connection.close()
        #expect(!connection.isOpen)
        socket.state.withLock { state in
            #expect(state.written.isEmpty)
            #expect(state.closes == 0, "the tab is gone: no closing handshake")
            #expect(state.overflows == 0)
        }
    }

    @Test func aConnectionForTestsWritesAtOnceAndNeverOverflows() {
        let received = Mutex<[String]>([])
        let connection = ClientConnection(send: { text in received.withLock { $0.append(text) } })
        let large = String(repeating: "x", count: ClientConnection.maximumQueuedBytes + 1)
        connection.send(large)
        connection.send("next")
        #expect(received.withLock { $0.map(\.count) } == [large.count, 4])
        #expect(connection.queuedBytes == 0)
    }
}
