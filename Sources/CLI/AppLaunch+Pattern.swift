import Clocks
import Foundation
import KooberElementsApp
import KooberKit
import KooberMVVMApp
import KooberReduxApp
import RecordingsControllerOwned
import RecordingsCore
import RecordingsModelOwned
import RecordingsRemote
public import ViewKit

extension AppLaunch {
    /// The pattern to launch, configured by the options.
    ///
    /// - Throws: ``CLIError`` for a `--restore` file that cannot be read or holds no state, or a `--server`
    ///   address that cannot be used.
    @MainActor
    public func makePattern() throws(CLIError) -> AppPattern {
        switch app {
        case .clocks: return try clocksPattern()
        case .koober: return try kooberPattern()
        case .recordings where pattern.needsServer: return try networkPattern()
        case .recordings where pattern == .mvcvs: return AppCatalog.mvcvsPattern(timeTravel: options.timeTravel)
        case .recordings, .todo, .eight: return try AppCatalog.listedPattern(app: app, pattern: pattern)
        }
    }

    /// Clocks with `--history` and `--restore`.
    @MainActor
    private func clocksPattern() throws(CLIError) -> AppPattern {
        var clocks = ClocksOptions()
        if let history = options.history { clocks.historyMode = history }
        if let path = options.restoreFile {
            let text: String
            do {
                text = try String(contentsOfFile: path, encoding: .utf8)
            } catch {
                throw CLIError("cannot read the restore file \(path); check the path")
            }
            do {
                clocks.restoration = try ClocksRestoration.parse(text)
            } catch {
                throw CLIError("cannot restore from \(path): \(error.description)")
            }
        }
        return ClocksApp.pattern(options: clocks)
    }

    /// Koober with `--di`, `--session-store`, `--fail`, `--server`, `--sign-in-variant` and `--observers`.
    @MainActor
    private func kooberPattern() throws(CLIError) -> AppPattern {
        var koober = KooberOptions()
        if let di = options.di { koober.dependencyInjection = di }
        if let sessionStore = options.sessionStore { koober.sessionStore = sessionStore }
        if let failures = options.failures { koober.failures = failures }
        if let signInVariant = options.signInVariant { koober.signInVariant = signInVariant }
        if let observers = options.observers { koober.signInObservers = observers }
        do {
            if let server = options.server { koober.cloud = try KooberCloud(address: server) }
        } catch {
            throw CLIError(error.description)
        }
        switch pattern {
        case .redux: return KooberReduxApp.pattern(options: koober)
        case .elements: return KooberElementsApp.pattern(options: koober)
        default: return KooberMVVMApp.pattern(options: koober)
        }
    }

    /// A networked Recordings pattern with `--server` and `--server-token`.
    @MainActor
    private func networkPattern() throws(CLIError) -> AppPattern {
        guard let server = options.server else { throw Self.serverNeeded(app: app, pattern: pattern) }
        let remote: RemoteLibrary
        do {
            remote = try RemoteLibrary(address: server, token: options.serverToken)
        } catch {
            throw CLIError(error.description)
        }
        switch pattern {
        case .modelOwned: return RecordingsModelOwnedApp.pattern(server: remote)
        default: return RecordingsControllerOwnedApp.pattern(server: remote)
        }
    }
}
