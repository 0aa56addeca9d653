import Clocks
import Foundation
public import ViewKit

extension AppCatalog {
    /// The Clocks pattern configured by `--history` and `--restore` (for `drive` and `serve`), or nil when
    /// neither is given; both are refused for other apps.
    ///
    /// - Throws: ``CLIError`` for another app, an unknown history mode, or a restore file that cannot be
    ///   read or holds no state.
    @MainActor
    public static func clocksPattern(
        app: AppDescriptor, history: String?, restoreFile: String?
    ) throws(CLIError) -> AppPattern? {
        guard history != nil || restoreFile != nil else { return nil }
        guard app.name == ClocksApp.descriptor.name else {
            throw CLIError("--history and --restore apply to the clocks app only")
        }
        var options = ClocksOptions()
        if let history {
            guard let mode = ClocksHistoryMode(rawValue: history) else {
                throw CLIError(
                    "unknown history \"\(history)\"; use "
                        + ClocksHistoryMode.allCases.map(\.rawValue).joined(separator: " or "))
            }
            options.historyMode = mode
        }
        if let path = restoreFile {
            let text: String
            do {
                text = try String(contentsOfFile: path, encoding: .utf8)
            } catch {
                throw CLIError("cannot read the restore file \(path); check the path")
            }
            do {
                options.restoration = try ClocksRestoration.parse(text)
            } catch {
                throw CLIError("cannot restore from \(path): \(error.description)")
            }
        }
        return ClocksApp.pattern(options: options)
    }
}
