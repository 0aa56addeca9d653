import Foundation
import Services

/// The one file a file-backed session store keeps the signed-in session in: read with an unreadable file
/// kept aside, written atomically, removed on sign-out. ``FileUserSessionDataStore`` and
/// ``EncryptedUserSessionDataStore`` differ only in the bytes they put in it.
@MainActor
struct UserSessionFile {
    /// The file.
    let url: URL
    /// The requests that fail on purpose (`sign-out` makes ``delete(_:)`` fail).
    let failures: FailurePlan

    /// Reads the session with `decode`: nil when there is no file; a file that cannot be read or decoded
    /// is kept aside (`<name>.unreadable-<time>`) and the promise fails with the reason, so launch says
    /// "Sign In Error" and the person signs in again instead of being signed out silently.
    func read(decode: (Data) throws -> UserSession) -> Promise<UserSession?> {
        do {
            switch try DocumentFile(url: url).load(decode: decode) {
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

    /// `session` encoded by `coder`.
    ///
    /// - Throws: ``KooberError/storage(_:)`` saying the sign-in could not be encoded.
    static func encode(_ session: UserSession, with coder: any UserSessionCoding) throws(KooberError) -> Data {
        do {
            return try coder.encode(userSession: session)
        } catch {
            throw .storage("The sign-in could not be encoded (\(error)).")
        }
    }

    /// Writes `data` atomically, private to the person (0600).
    ///
    /// - Throws: ``KooberError/storage(_:)`` with the file system's reason.
    func write(_ data: Data) throws(KooberError) {
        do {
            try AtomicFile.write(data, to: url)
        } catch {
            throw .storage(error.description)
        }
    }

    /// Removes the file (signing out); succeeds when there is none.
    func delete(_ session: UserSession) -> Promise<UserSession> {
        guard !failures.fails(.signOut) else { return Promise(error: KooberError.scripted(.signOut)) }
        do {
            if FileManager.default.fileExists(atPath: url.path) { try FileManager.default.removeItem(at: url) }
            return Promise(value: session)
        } catch {
            return Promise(
                error: KooberError.storage("The sign-in could not be removed (\(error.localizedDescription))."))
        }
    }
}
