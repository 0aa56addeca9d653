public import Foundation
import Services

/// Keeps the session in a file (the sample's `FileUserSessionDataStore`, the development store; our
/// Linux stand-in for the Keychain store too): `user_session.plist` in the app's data folder, written
/// atomically and private to the person (0600 in a 0700 folder), encoded by the injected coder.
///
/// A file that cannot be read is kept aside (`user_session.plist.unreadable-<time>`) and reading fails
/// with the reason, so launch says "Sign In Error" instead of signing the person out silently.
@MainActor
public final class FileUserSessionDataStore: UserSessionDataStore {
    /// The file's name.
    public static let fileName = "user_session.plist"

    /// The file.
    public let url: URL
    private let coder: any UserSessionCoding
    private let failures: FailurePlan

    /// Creates the store of `directory`; with `sign-out` in `failures`, deleting fails on purpose.
    public init(directory: URL, coder: any UserSessionCoding, failures: FailurePlan = .none) {
        url = directory.appendingPathComponent(Self.fileName)
        self.coder = coder
        self.failures = failures
    }

    public func readUserSession() -> Promise<UserSession?> {
        do {
            switch try DocumentFile(url: url).load(decode: coder.decode(data:)) {
            case .missing: return Promise(value: nil)
            case .loaded(let session): return Promise(value: session)
            case .unreadable(let keptAt, let reason):
                return Promise(
                    error: KooberError.storage(
                        "The saved sign-in could not be read (\(reason)); it was kept as \(keptAt.lastPathComponent)."))
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
            try AtomicFile.write(data, to: url)
            return Promise(value: userSession)
        } catch {
            return Promise(error: KooberError.storage(error.description))
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
}
