import Crypto
public import Foundation
import Services

/// Keeps the session encrypted (the release store, our Linux stand-in for the book's Keychain store):
/// `user_session.sealed` in the app's data folder holds the encoded session sealed with AES-GCM under the
/// 256-bit key in `user_session.key` beside it. Both files are written atomically and private to the
/// person (0600); the key is created on the first save.
///
/// A sealed file that cannot be opened (the key is missing or another one, or the file was changed) or
/// decoded is kept aside (`user_session.sealed.unreadable-<time>`) and reading fails with the reason, so
/// launch says "Sign In Error" and the person signs in again; nothing is lost silently.
@MainActor
public final class EncryptedUserSessionDataStore: UserSessionDataStore {
    /// The sealed session's file name.
    public static let fileName = "user_session.sealed"
    /// The key's file name.
    public static let keyFileName = "user_session.key"

    /// The sealed session.
    public var url: URL { file.url }
    /// The key.
    public let keyURL: URL
    private let file: UserSessionFile
    private let coder: any UserSessionCoding

    /// Creates the store of `directory`; with `sign-out` in `failures`, deleting fails on purpose.
    public init(directory: URL, coder: any UserSessionCoding, failures: FailurePlan = .none) {
        file = UserSessionFile(url: directory.appendingPathComponent(Self.fileName), failures: failures)
        keyURL = directory.appendingPathComponent(Self.keyFileName)
        self.coder = coder
    }

    public func readUserSession() -> Promise<UserSession?> {
        file.read { sealed in try self.coder.decode(data: try self.open(sealed)) }
    }

    public func save(userSession: UserSession) -> Promise<UserSession> {
        do {
            let data = try UserSessionFile.encode(userSession, with: coder)
            try file.write(try seal(data))
            return Promise(value: userSession)
        } catch {
            return Promise(error: error)
        }
    }

    public func delete(userSession: UserSession) -> Promise<UserSession> {
        file.delete(userSession)
    }

    /// `data` sealed with the stored key, or a new one.
    ///
    /// - Throws: ``KooberError/storage(_:)`` when the key cannot be read or written or sealing fails.
    private func seal(_ data: Data) throws(KooberError) -> Data {
        let key = try keyForSaving()
        do {
            guard let combined = try AES.GCM.seal(data, using: key).combined else {
                throw KooberError.storage("The sign-in could not be encrypted.")
            }
            return combined
        } catch let error as KooberError {
            throw error
        } catch {
            throw .storage("The sign-in could not be encrypted (\(error)).")
        }
    }

    /// The plain text of `sealed`, opened with the stored key.
    private func open(_ sealed: Data) throws(EncryptedSessionError) -> Data {
        guard let key = try storedKey() else { throw .keyMissing(keyURL.lastPathComponent) }
        do {
            return try AES.GCM.open(AES.GCM.SealedBox(combined: sealed), using: key)
        } catch {
            throw .cannotOpen
        }
    }

    /// The stored key, or nil when there is none.
    private func storedKey() throws(EncryptedSessionError) -> SymmetricKey? {
        guard FileManager.default.fileExists(atPath: keyURL.path) else { return nil }
        let data: Data
        do {
            data = try Data(contentsOf: keyURL)
        } catch {
            throw .keyUnreadable(keyURL.lastPathComponent, error.localizedDescription)
        }
        guard data.count == SymmetricKeySize.bits256.bitCount / 8 else {
            throw .keyUnreadable(keyURL.lastPathComponent, "it is not a 256-bit key")
        }
        return SymmetricKey(data: data)
    }

    /// The stored key, or a new one written to ``keyURL`` (0600) when there is none.
    ///
    /// - Throws: ``KooberError/storage(_:)`` when the stored key cannot be read or a new one written.
    private func keyForSaving() throws(KooberError) -> SymmetricKey {
        do {
            if let key = try storedKey() { return key }
        } catch {
            throw .storage(error.description)
        }
        let key = SymmetricKey(size: .bits256)
        do {
            try AtomicFile.write(key.withUnsafeBytes { Data($0) }, to: keyURL)
        } catch {
            throw .storage(error.description)
        }
        return key
    }
}
