import NIOCore
import NIOEmbedded
import Testing

@testable import HTTPGuards

/// The gate's rules on an embedded event loop, whose clock the tests move: the cap makes room by closing
/// the connection idle longest, a connection that never sends its head or stops reading is closed at the
/// timeout, and sooner near the cap.
@Suite struct ConnectionGateTests {
    static let address = try? SocketAddress(ipAddress: "127.0.0.1", port: 1)

    /// A connected channel on `loop` behind a gate with `limits`.
    static func connection(_ limits: ConnectionGate.Limits, on loop: EmbeddedEventLoop) throws -> EmbeddedChannel {
        let channel = EmbeddedChannel(loop: loop)
        let address = try #require(address)
        try channel.connect(to: address).wait()
        try channel.pipeline.syncOperations.addHandler(ConnectionGate(limits: limits))
        return channel
    }

    static func limits(cap: Int, timeout: Int64 = 30, pressure: Int64 = 3) -> ConnectionGate.Limits {
        ConnectionGate.Limits(
            maximumConnections: cap, maximumHeadBytes: 1024, headTimeout: .seconds(timeout),
            pressureTimeout: .seconds(pressure))
    }

    @Test func atTheCapTheConnectionIdleLongestMakesRoom() throws {
        let loop = EmbeddedEventLoop()
        let limits = Self.limits(cap: 2)
        let first = try Self.connection(limits, on: loop)
        let second = try Self.connection(limits, on: loop)
        let third = try Self.connection(limits, on: loop)
        #expect(!first.isActive, "the oldest idle connection is closed")
        #expect(second.isActive && third.isActive)
        #expect(limits.openConnections == 2)
        // A connection with a request in progress is not closed; the next idle one is.
        limits.setIdle(second, false)
        let fourth = try Self.connection(limits, on: loop)
        #expect(second.isActive && !third.isActive && fourth.isActive)
        #expect(limits.openConnections == 2)
    }

    @Test func whenEveryConnectionIsBusyANewOneGets503() throws {
        let loop = EmbeddedEventLoop()
        let limits = Self.limits(cap: 1)
        let busy = try Self.connection(limits, on: loop)
        limits.setIdle(busy, false)
        let refused = try Self.connection(limits, on: loop)
        let answer = try #require(try refused.readOutbound(as: ByteBuffer.self))
        #expect(String(buffer: answer).hasPrefix("HTTP/1.1 503 "))
        #expect(!refused.isActive && busy.isActive)
        #expect(limits.openConnections == 1)
    }

    @Test func aConnectionThatNeverSendsItsHeadIsClosedAtTheTimeout() throws {
        let loop = EmbeddedEventLoop()
        let limits = Self.limits(cap: 100)
        let silent = try Self.connection(limits, on: loop)
        let halfHead = try Self.connection(limits, on: loop)
        try halfHead.writeInbound(ByteBuffer(string: "GET / HTTP/1.1\r\nHost: 127"))
        let complete = try Self.connection(limits, on: loop)
        try complete.writeInbound(ByteBuffer(string: "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"))
        loop.advanceTime(by: .seconds(29))
        #expect(silent.isActive && halfHead.isActive)
        loop.advanceTime(by: .seconds(1))
        #expect(!silent.isActive && !halfHead.isActive)
        #expect(complete.isActive, "after its head a connection is Hummingbird's to time out")
    }

    @Test func nearTheCapASilentConnectionIsClosedSooner() throws {
        let loop = EmbeddedEventLoop()
        let limits = Self.limits(cap: 4)
        let connections = try (0..<3).map { _ in try Self.connection(limits, on: loop) }
        #expect(limits.isUnderPressure)
        loop.advanceTime(by: .seconds(2))
        #expect(connections.filter(\.isActive).count == 3)
        loop.advanceTime(by: .seconds(1))
        #expect(connections.filter(\.isActive).isEmpty, "closed at the pressure timeout, not the idle timeout")
    }

    @Test func aPeerThatStopsReadingIsDisconnected() throws {
        let loop = EmbeddedEventLoop()
        let limits = Self.limits(cap: 100)
        let reader = try Self.connection(limits, on: loop)
        try reader.writeInbound(ByteBuffer(string: "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"))
        let slow = try Self.connection(limits, on: loop)
        try slow.writeInbound(ByteBuffer(string: "GET / HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"))
        // The reader falls behind for a while and catches up; the slow one never does.
        for channel in [reader, slow] {
            channel.isWritable = false
            channel.pipeline.fireChannelWritabilityChanged()
        }
        loop.advanceTime(by: .seconds(10))
        reader.isWritable = true
        reader.pipeline.fireChannelWritabilityChanged()
        loop.advanceTime(by: .seconds(19))
        #expect(slow.isActive)
        loop.advanceTime(by: .seconds(1))
        #expect(!slow.isActive, "unable to take what it is sent for the whole timeout")
        #expect(reader.isActive)
    }

    @Test func aStalledConnectionMakesRoomAtTheCap() throws {
        let loop = EmbeddedEventLoop()
        let limits = Self.limits(cap: 1)
        let stalled = try Self.connection(limits, on: loop)
        limits.setIdle(stalled, false)
        stalled.isWritable = false
        stalled.pipeline.fireChannelWritabilityChanged()
        let owner = try Self.connection(limits, on: loop)
        #expect(!stalled.isActive && owner.isActive)
    }

    @Test func aFirstRequestThatDoesNotStartWithAMethodGets400() throws {
        let loop = EmbeddedEventLoop()
        let limits = Self.limits(cap: 100)
        let junk = try Self.connection(limits, on: loop)
        try junk.writeInbound(ByteBuffer(bytes: [0x16, 0x03, 0x01, 0x02, 0x00, 13, 10, 13, 10]))
        let answer = try #require(try junk.readOutbound(as: ByteBuffer.self))
        #expect(String(buffer: answer).hasPrefix("HTTP/1.1 400 "))
        #expect(!junk.isActive)
        #expect(try junk.readInbound(as: ByteBuffer.self) == nil, "nothing of it goes on to HTTP")
        // An unknown method split across reads, after an empty line, goes on for the decoder to answer 501.
        let unknown = try Self.connection(limits, on: loop)
        try unknown.writeInbound(ByteBuffer(string: "\r\nFR"))
        try unknown.writeInbound(ByteBuffer(string: "OB /\u{1} HTTP/1.1\r\n\r\n"))
        #expect(unknown.isActive)
        #expect(try unknown.readOutbound(as: ByteBuffer.self) == nil)
        #expect(try unknown.readInbound(as: ByteBuffer.self) == ByteBuffer(string: "\r\nFR"))
    }

    @Test func thePressureTimeoutIsAFractionOfTheTimeout() {
        let limits = ConnectionGate.Limits(maximumConnections: 8, maximumHeadBytes: 1024, headTimeout: .seconds(30))
        #expect(limits.pressureTimeout == .seconds(3))
        #expect(limits.nextCheck(after: .zero) == .seconds(3))
        #expect(limits.nextCheck(after: .seconds(3)) == .seconds(27))
        #expect(!limits.shouldClose(waited: .seconds(3)), "not near the cap")
        #expect(limits.shouldClose(waited: .seconds(30)))
        let short = ConnectionGate.Limits(maximumConnections: 8, maximumHeadBytes: 1024, headTimeout: .seconds(1))
        #expect(short.pressureTimeout == .milliseconds(500))
    }
}
