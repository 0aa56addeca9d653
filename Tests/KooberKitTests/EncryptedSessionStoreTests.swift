import Foundation
import KooberKit
import Services
import TestSupport
import Testing

/// The encrypted session store: a private key made on first use, a round trip, and a tampered file, a
/// wrong key or a missing key each kept aside with the reason, signing the person out.
@MainActor @Suite struct EncryptedSessionStoreTests {
    static let session = UserSession(
        profile: FakeAuthRemoteAPI.johnny, remoteSession: RemoteUserSession(token: "64652626"))

    func makeStore(_ directory: TemporaryDirectory) -> EncryptedUserSessionDataStore {
        EncryptedUserSessionDataStore(directory: directory.url, coder: UserSessionPropertyListCoder())
    }

    /// The reason reading fails, after checking the sealed file was kept aside and the next read finds
    /// nobody signed in.
    func failedRead(_ store: EncryptedUserSessionDataStore, in directory: TemporaryDirectory) throws -> String {
        var failure: (any Error)?
        store.readUserSession().catch { failure = $0 }
        let reason = "\(try #require(failure as? KooberError))"
        #expect(reason.contains("kept as user_session.sealed.unreadable-"))
        let names = try FileManager.default.contentsOfDirectory(atPath: directory.url.path)
        #expect(names.contains { $0.hasPrefix("user_session.sealed.unreadable-") })
        #expect(store.readUserSession().value == .some(nil), "the next launch starts signed out")
        return reason
    }

    @Test func aSessionRoundTripsSealedUnderAPrivateKeyMadeOnFirstUse() throws {
        let directory = TemporaryDirectory()
        let store = makeStore(directory)
        #expect(store.readUserSession().value == .some(nil), "no file: nobody is signed in")
        #expect(!FileManager.default.fileExists(atPath: store.keyURL.path), "no key before the first save")
        #expect(store.save(userSession: Self.session).value == Self.session)
        for url in [store.url, store.keyURL] {
            let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
            #expect(attributes[.posixPermissions] as? Int == 0o600)
        }
        #expect(try Data(contentsOf: store.keyURL).count == 32)
        let sealed = try Data(contentsOf: store.url)
        #expect(sealed.range(of: Data("64652626".utf8)) == nil, "the token is not in the file in clear")
        #expect(makeStore(directory).readUserSession().value == .some(Self.session))
        #expect(store.delete(userSession: Self.session).value == Self.session)
        #expect(!FileManager.default.fileExists(atPath: store.url.path))
    }

    @Test func aTamperedFileIsKeptAsideAndReadingSaysWhy() throws {
        let directory = TemporaryDirectory()
        let store = makeStore(directory)
        _ = store.save(userSession: Self.session)
        var sealed = try Data(contentsOf: store.url)
        sealed[sealed.count / 2] ^= 0x01
        try sealed.write(to: store.url)
        #expect(try failedRead(store, in: directory).contains("the file was changed"))
    }

    @Test func anotherKeyOfTheSameLengthIsKeptAsideAndReadingSaysWhy() throws {
        let directory = TemporaryDirectory()
        let store = makeStore(directory)
        _ = store.save(userSession: Self.session)
        try Data(repeating: 7, count: 32).write(to: store.keyURL)
        #expect(try failedRead(store, in: directory).contains("another key"))
    }

    @Test func aMissingKeyIsKeptAsideAndReadingSaysWhy() throws {
        let directory = TemporaryDirectory()
        let store = makeStore(directory)
        _ = store.save(userSession: Self.session)
        try FileManager.default.removeItem(at: store.keyURL)
        #expect(try failedRead(store, in: directory).contains("user_session.key is missing"))
    }

    @Test func aKeyOfTheWrongLengthSaysToDeleteIt() throws {
        let directory = TemporaryDirectory()
        let store = makeStore(directory)
        try Data("short".utf8).write(to: store.keyURL)
        var failure: (any Error)?
        store.save(userSession: Self.session).catch { failure = $0 }
        #expect("\(try #require(failure as? KooberError))".contains("delete user_session.key"))
    }
}
