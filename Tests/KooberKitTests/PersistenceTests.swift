import Foundation
import KooberKit
import Services
import TestSupport
import Testing

/// The session's persistence: the coder, the file store's modes and its unreadable and missing files.
@MainActor @Suite struct PersistenceTests {
    static let session = UserSession(
        profile: FakeAuthRemoteAPI.johnny, remoteSession: RemoteUserSession(token: "64652626"))

    @Test func theCoderRoundTripsASession() throws {
        let coder = UserSessionPropertyListCoder()
        let data = try coder.encode(userSession: Self.session)
        #expect(try coder.decode(data: data) == Self.session)
        #expect(throws: (any Error).self) { try coder.decode(data: Data("not a plist".utf8)) }
    }

    @Test func theFileStoreSavesPrivatelyReadsAndDeletes() throws {
        let directory = TemporaryDirectory()
        let store = FileUserSessionDataStore(directory: directory.url, coder: UserSessionPropertyListCoder())
        #expect(store.readUserSession().value == .some(nil), "no file: nobody is signed in")
        #expect(store.save(userSession: Self.session).value == Self.session)
        let attributes = try FileManager.default.attributesOfItem(atPath: store.url.path)
        #expect(attributes[.posixPermissions] as? Int == 0o600)
        #expect(store.readUserSession().value == .some(Self.session))
        #expect(store.delete(userSession: Self.session).value == Self.session)
        #expect(!FileManager.default.fileExists(atPath: store.url.path))
    }

    @Test func anUnreadableFileIsKeptAsideAndReadingSaysWhy() throws {
        let directory = TemporaryDirectory()
        let store = FileUserSessionDataStore(directory: directory.url, coder: UserSessionPropertyListCoder())
        try Data("garbage".utf8).write(to: store.url)
        var failure: (any Error)?
        store.readUserSession().catch { failure = $0 }
        let reason = try #require(failure as? KooberError)
        #expect("\(reason)".contains("kept as user_session.plist.unreadable-"))
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
        #expect(names.contains { $0.hasPrefix("user_session.plist.unreadable-") })
        #expect(store.readUserSession().value == .some(nil), "the next launch starts signed out")
    }

    @Test func signOutCanBeMadeToFail() {
        let store = InMemoryUserSessionDataStore(session: Self.session, failures: FailurePlan([.signOut]))
        var failure: (any Error)?
        store.delete(userSession: Self.session).catch { failure = $0 }
        #expect(failure as? KooberError == .scripted(.signOut))
        #expect(store.readUserSession().value == .some(Self.session))
    }
}
