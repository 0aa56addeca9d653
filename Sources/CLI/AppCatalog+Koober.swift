import KooberElementsApp
import KooberKit
import KooberMVVMApp
import KooberReduxApp
public import ViewKit

extension AppCatalog {
    /// Koober's entry for `apparch list` and the hosts, with the sample's defaults.
    static let koober = AppDescriptor(
        name: "koober",
        summary: "Ride sharing in Sydney (Advanced iOS App Architecture)",
        patterns: [KooberMVVMApp.pattern(), KooberReduxApp.pattern(), KooberElementsApp.pattern()])

    /// Koober's pattern configured by `--di`, `--session-store`, `--fail` and `--server` (for `drive` and
    /// `serve`), or nil for another app, which must not be given them.
    ///
    /// - Throws: ``CLIError`` naming the choices for an unknown value, for an address that cannot be used,
    ///   or for a Koober option given to another app.
    @MainActor
    public static func kooberPattern(
        app: AppDescriptor, pattern: AppPattern, di: String?, sessionStore: String?, fail: String?, server: String?,
        serverToken: String?, signInVariant: String? = nil
    ) throws(CLIError) -> AppPattern? {
        guard app.name == koober.name else {
            if di != nil || sessionStore != nil || fail != nil || signInVariant != nil {
                throw CLIError("--di, --session-store, --fail and --sign-in-variant apply to the koober app only")
            }
            return nil
        }
        if serverToken != nil {
            throw CLIError("--server-token applies to recordings; Koober Cloud's address carries no token")
        }
        var options = KooberOptions()
        do {
            if let di {
                options.dependencyInjection = try KooberOptions.choice(
                    di, for: "--di", as: KooberOptions.DependencyInjection.self)
            }
            if let signInVariant {
                options.signInVariant = try KooberOptions.choice(
                    signInVariant, for: "--sign-in-variant", as: KooberOptions.SignInVariant.self)
            }
            if let sessionStore {
                options.sessionStore = try KooberOptions.choice(
                    sessionStore, for: "--session-store", as: KooberOptions.SessionStore.self)
            }
        } catch {
            throw CLIError(error.description)
        }
        do {
            if let fail { options.failures = try FailurePlan(parsing: fail) }
        } catch {
            throw CLIError(error.description)
        }
        do {
            if let server { options.cloud = try KooberCloud(address: server) }
        } catch {
            throw CLIError(error.description)
        }
        if let signInVariant, pattern.name != KooberElementsApp.patternName {
            throw CLIError("--sign-in-variant \(signInVariant) applies to koober's elements pattern")
        }
        switch pattern.name {
        case KooberMVVMApp.patternName: return KooberMVVMApp.pattern(options: options)
        case KooberReduxApp.patternName:
            // NB: the book builds Koober Redux with its container hierarchy only; the four approaches are the
            // MVVM chapter's comparison.
            if let di, options.dependencyInjection != .hierarchy {
                throw CLIError("--di \(di) applies to koober's mvvm pattern; redux builds with the container hierarchy")
            }
            return KooberReduxApp.pattern(options: options)
        case KooberElementsApp.patternName:
            // NB: Koober Elements builds with the sample's container hierarchy only, as Redux does.
            if let di, options.dependencyInjection != .hierarchy {
                throw CLIError(
                    "--di \(di) applies to koober's mvvm pattern; elements builds with the container hierarchy")
            }
            return KooberElementsApp.pattern(options: options)
        default: throw CLIError("koober has no pattern \"\(pattern.name)\"")
        }
    }
}
