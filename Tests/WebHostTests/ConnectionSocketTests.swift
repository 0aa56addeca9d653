import NIOCore
import NIOPosix
import Testing

@testable import HTTPGuards

#if canImport(Glibc)
import Glibc
#endif

/// The options an accepted connection gets, read back from a real loopback socket: the kernel drops a peer
/// that stops reading or vanishes, and reads start small.
@Suite struct ConnectionSocketTests {
    @Test func aTCPConnectionGetsTheUserTimeoutKeepAliveAndSmallReadBuffers() async throws {
        let group = MultiThreadedEventLoopGroup.singleton
        let server = try await ServerBootstrap(group: group).bind(host: "127.0.0.1", port: 0).get()
        let client: any Channel
        do {
            let address = try #require(server.localAddress)
            client = try await ClientBootstrap(group: group).connect(to: address).get()
        } catch {
            try? await server.close()
            throw error
        }
        defer {
            client.close(promise: nil)
            server.close(promise: nil)
        }
        try await client.eventLoop.submit { try ConnectionSocket.configure(client, headTimeout: .seconds(30)) }.get()

        let keepAlive = try await client.getOption(ChannelOptions.socketOption(.so_keepalive)).get()
        #expect(keepAlive != 0)
        #expect(try await client.getOption(ConnectionSocket.tcp(TCP_KEEPIDLE)).get() == 20)
        #expect(try await client.getOption(ConnectionSocket.tcp(TCP_KEEPINTVL)).get() == 5)
        #expect(try await client.getOption(ConnectionSocket.tcp(TCP_KEEPCNT)).get() == 3)
        #expect(try await client.getOption(ConnectionSocket.tcp(TCP_USER_TIMEOUT)).get() == 30_000)
        let allocator = try await client.getOption(ChannelOptions.recvAllocator).get()
        let adaptive = try #require(allocator as? AdaptiveRecvByteBufferAllocator)
        #expect(adaptive.initial == ConnectionSocket.initialReadBuffer)
        #expect(adaptive.maximum == 65536, "a large upload still reads in NIO's largest buffers")
    }
}
