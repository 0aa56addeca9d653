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
    public var url: URL { file.url }
    private let file: UserSessionFile
    private let coder: any UserSessionCoding

    /// Creates the store of `directory`; with `sign-out` in `failures`, deleting fails on purpose.
    public init(directory: URL, coder: any UserSessionCoding, failures: FailurePlan = .none) {
        file = UserSessionFile(url: directory.appendingPathComponent(Self.fileName), failures: failures)
        self.coder = coder
    }

    public func readUserSession() -> Promise<UserSession?> {
        file.read(decode: coder.decode(data:))
    }

    public func save(userSession: UserSession) -> Promise<UserSession> {
        do {
            try file.write(try UserSessionFile.encode(userSession, with: coder))
            return Promise(value: userSession)
        } catch {
            return Promise(error: error)
        }
    }

    public func delete(userSession: UserSession) -> Promise<UserSession> {
        file.delete(userSession)
    }
}
