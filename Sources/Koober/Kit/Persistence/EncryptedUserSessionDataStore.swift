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
    public let url: URL
    /// The key.
    public let keyURL: URL
    private let coder: any UserSessionCoding
    private let failures: FailurePlan

    /// Creates the store of `directory`; with `sign-out` in `failures`, deleting fails on purpose.
    public init(directory: URL, coder: any UserSessionCoding, failures: FailurePlan = .none) {
        url = directory.appendingPathComponent(Self.fileName)
        keyURL = directory.appendingPathComponent(Self.keyFileName)
        self.coder = coder
        self.failures = failures
    }

    public func readUserSession() -> Promise<UserSession?> {
        do {
            let result = try DocumentFile(url: url).load { data in
                try self.coder.decode(data: try self.open(data))
            }
            switch result {
            case .missing: return Promise(value: nil)
            case .loaded(let session): return Promise(value: session)
            case .unreadable(let keptAt, let reason):
                return Promise(
                    error: KooberError.storage(
                        "The saved sign-in could not be read (\(reason)); it was kept as \(keptAt.lastPathComponent)."
                            + " Sign in again."))
            }
        } catch {
            return Promise(error: KooberError.storage(error.description))
        }
    }

    public func save(userSession: UserSession) -> Promise<UserSession> {
        do {
            let data: Data
            do {
                data = try coder.encode(userSession: userSession)
            } catch {
                return Promise(error: KooberError.storage("The sign-in could not be encoded (\(error))."))
            }
            let key = try keyForSaving()
            let sealed: Data
            do {
                guard let combined = try AES.GCM.seal(data, using: key).combined else {
                    return Promise(error: KooberError.storage("The sign-in could not be encrypted."))
                }
                sealed = combined
            } catch {
                return Promise(error: KooberError.storage("The sign-in could not be encrypted (\(error))."))
            }
            try AtomicFile.write(sealed, to: url)
            return Promise(value: userSession)
        } catch let error as EncryptedSessionError {
            return Promise(error: KooberError.storage(error.description))
        } catch {
            return Promise(error: KooberError.storage("\(error)"))
        }
    }

    public func delete(userSession: UserSession) -> Promise<UserSession> {
        guard !failures.fails(.signOut) else { return Promise(error: KooberError.scripted(.signOut)) }
        do {
            if FileManager.default.fileExists(atPath: url.path) { try FileManager.default.removeItem(at: url) }
            return Promise(value: userSession)
        } catch {
            return Promise(
                error: KooberError.storage("The sign-in could not be removed (\(error.localizedDescription))."))
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
    private func keyForSaving() throws -> SymmetricKey {
        if let key = try storedKey() { return key }
        let key = SymmetricKey(size: .bits256)
        try AtomicFile.write(key.withUnsafeBytes { Data($0) }, to: keyURL)
        return key
    }
}
