import Foundation
import HTTPTypes
import Hummingbird
import HummingbirdTesting
import Services
import Synchronization
import Testing
import ViewKit
import WebHost

/// A page made on demand (the comparison, which counts the source tree): not made before it is asked
/// for, made once, and served as a fixed page is.
@Suite struct StaticPageTests {
    @Test func aPageMadeOnDemandIsMadeOnItsFirstRequestAndOnce() async throws {
        let made = Mutex(0)
        let page = StaticPage(path: "/compare", contentType: "text/html; charset=utf-8") {
            made.withLock { $0 += 1 }
            return "<!doctype html><p>made on demand</p>"
        }
        var configuration = WebHostConfiguration(port: 0, token: HTTPTests.token)
        configuration.pages = [page]
        let registry = await MountRegistry(mounts: [], clock: VirtualClock(), idleGracePeriod: 60)
        let server = try await WebServer(configuration: configuration, mounts: [], index: [], registry: registry)
        #expect(made.withLock { $0 } == 0)
        try await server.makeApplication().test(.router) { client in
            for _ in 0..<3 {
                try await client.execute(uri: "/compare", method: .get, headers: HTTPTests.authorized()) { response in
                    #expect(response.status == .ok)
                    #expect(response.headers[.contentSecurityPolicy] == WebServerPolicy.page)
                    #expect(String(buffer: response.body).contains("made on demand"))
                }
            }
            try await client.execute(uri: "/compare", method: .get) { response in
                #expect(response.status == .unauthorized)
            }
        }
        #expect(made.withLock { $0 } == 1)
    }
}
