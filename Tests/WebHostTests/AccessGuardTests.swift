import Foundation
import HTTPGuards
import Hummingbird
import HummingbirdTesting
import Testing
import WebHost

/// Every route needs the access token and a `Host` that names this server; the first visit trades the
/// token in the address for a cookie. (The router tests always send `Host: localhost`; the browser tests
/// check a rebinding domain's pages and requests against a real server.)
@Suite struct AccessGuardTests {
    static let routes = [
        "/", "/static/app.css", "/static/client/main.js", "/ws", "/audio/\(UUID().uuidString).wav",
        "/catalog", "/favicon.ico",
    ]

    @Test func withoutTheTokenEveryRouteAnswersWithTheOpenTheLinkPage() async throws {
        let server = try await HTTPTests.server(directory: try HTTPTests.directory())
        try await server.makeApplication().test(.router) { client in
            for route in Self.routes {
                try await client.execute(uri: route, method: .get, headers: [:]) { response in
                    #expect(response.status == .unauthorized, "\(route)")
                    #expect(String(buffer: response.body).contains("Open the link printed by apparch serve"))
                }
            }
            try await client.execute(
                uri: "/upload/\(UUID().uuidString).wav", method: .post, headers: [:],
                body: ByteBuffer(string: "RIFF")
            ) { response in
                #expect(response.status == .unauthorized)
            }
        }
    }

    @Test func aWrongTokenIsRefusedWhereverItIs() async throws {
        let server = try await HTTPTests.server(directory: try HTTPTests.directory())
        let wrong = "test-token-0123456788"
        try await server.makeApplication().test(.router) { client in
            try await client.execute(uri: "/?token=\(wrong)", method: .get, headers: [:]) {
                #expect($0.status == .unauthorized)
                #expect($0.headers[.setCookie] == nil)
            }
            try await client.execute(
                uri: "/", method: .get, headers: [.authorization: "Bearer \(wrong)"]
            ) { #expect($0.status == .unauthorized) }
            try await client.execute(
                uri: "/", method: .get, headers: [.cookie: "apparch_token_80=\(wrong)"]
            ) { #expect($0.status == .unauthorized) }
        }
    }

    @Test func theTokenInTheAddressBecomesACookieAndLeavesTheAddress() async throws {
        let server = try await HTTPTests.server(directory: try HTTPTests.directory())
        let token = HTTPTests.token.value
        try await server.makeApplication().test(.router) { client in
            try await client.execute(
                uri: "/catalog?token=\(token)&mount=x", method: .get, headers: [:]
            ) { response in
                #expect(response.status == .seeOther)
                #expect(response.headers[.location] == "/catalog?mount=x")
                let cookie = try #require(response.headers[.setCookie])
                #expect(cookie.hasPrefix("apparch_token_80=\(token);"))
                #expect(cookie.contains("HttpOnly"))
                #expect(cookie.contains("SameSite=Strict"))
            }
            try await client.execute(
                uri: "/", method: .get,
                headers: [.cookie: "other=1; apparch_token_80=\(token)"]
            ) { #expect($0.status == .ok) }
            // A cookie set by a server on another port does not open this one.
            try await client.execute(
                uri: "/", method: .get, headers: [.cookie: "apparch_token_9090=\(token)"]
            ) { #expect($0.status == .unauthorized) }
        }
    }

    @Test func aServerOnEveryInterfaceAnswersOnlyToThisMachinesAddresses() {
        let policy = OriginPolicy(boundHost: "0.0.0.0")
        #expect(policy.allowsHost("127.0.0.1:8080"))
        #expect(policy.allowsHost("localhost:8080"))
        #expect(!policy.allowsHost("rebind.example:8080"))
        #expect(!policy.allows(origin: "http://rebind.example:8080", host: "rebind.example:8080"))
        #expect(!policy.allowsHost("203.0.113.9:8080"))
    }

    @Test func givenTokensAreCheckedAndRandomOnesAreLong() throws {
        #expect(throws: WebHostError.self) { try AccessToken("short") }
        #expect(throws: WebHostError.self) { try AccessToken("has spaces in it, sadly") }
        #expect(throws: WebHostError.self) { try AccessToken(String(repeating: "a", count: 257)) }
        let random = AccessToken.random()
        #expect(random.value.count == 64)
        #expect(random != AccessToken.random())
        #expect(random.matches(random.value))
        #expect(!random.matches(random.value.dropLast()))
        // Same length, last byte changed: refused by the bytes, not by the length.
        #expect(!random.matches(random.value.dropLast() + (random.value.hasSuffix("a") ? "b" : "a")))
        #expect(!"\(random)".contains(random.value))
    }

    @Test func thePrintedLinkIsOneABrowserCanOpen() throws {
        let token = try AccessToken("test-token-0123456789")
        #expect(
            WebHostConfiguration(host: "0.0.0.0", port: 80, token: token).browserURL(port: 8080)
                == "http://127.0.0.1:8080/?token=test-token-0123456789")
        #expect(WebHostConfiguration(host: "::1", token: token).browserURL(port: 9).hasPrefix("http://[::1]:9/"))
        #expect(WebHostConfiguration(host: "0.0.0.0").isExposed)
        #expect(!WebHostConfiguration(host: "127.0.0.1").isExposed)
        #expect(!WebHostConfiguration(host: "localhost").isExposed)
    }
}
