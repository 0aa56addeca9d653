import ArgumentParser
import Catalog
import Foundation
import Services
import ViewKit
import WebHost

/// `apparch serve`: runs an app in the browser (or, without an app, every app behind an index page).
struct ServeCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "serve",
        abstract: "Serve an app to the browser: every tab is a window of one shared application.",
        discussion: """
            Open the printed URL. Without an app, the index lists every app and pattern. /catalog shows one \
            screen per ViewKit control. SIGINT (Ctrl-C) or SIGTERM stops the server: the app saves and open \
            tabs are told.
            """
    )

    @Argument(help: "The app to serve (see `apparch list`); omit it to serve the index of every app.")
    var app: String?

    @Option(help: "The pattern to run; the app's first pattern by default.")
    var pattern: String?

    @Option(help: "Clocks: what the history slider travels through, whole (default) or document (undo/redo only).")
    var history: String?

    @Option(help: "Clocks: start from a state in this file, a view-state JSON or a log of `Changed … to:` lines.")
    var restore: String?

    @Flag(help: "Recordings MVC+VS: show the History slider that travels through the window's view states.")
    var timeTravel = false

    @Option(
        help: """
            The server: for Recordings controller-owned and model-owned, as `apparch api recordings` prints it; \
            for Koober, Koober Cloud as `apparch api koober` prints it (the sample's fakes otherwise).
            """)
    var server: String?

    @Option(help: "The server's access token, when --server does not carry it.")
    var serverToken: String?

    @OptionGroup var koober: KooberArguments

    @Option(help: "The port to listen on (0 picks a free one).")
    var port: Int = 8080

    @Option(help: "The address to listen on. Anything but loopback exposes the app to your network.")
    var host: String = "127.0.0.1"

    @Option(help: "Where the app keeps its data; $XDG_DATA_HOME/apparch/<app>/<pattern> by default.")
    var dataDir: String?

    @Flag(help: "Seed an empty library with sample data.")
    var sample = false

    @Option(help: "Seconds the window of a closed tab is kept for the tab to come back.")
    var idleGrace: Double = 60

    @Option(help: "Seconds a connection may stay silent (or send half a request) before it is closed.")
    var idleTimeout: Double = 30

    @Option(help: "The most connections served at once; more are refused with 503.")
    var maxConnections = 512

    @Option(
        help: """
            The access token every request must present (16 to 256 letters, digits, '-' or '_'); a random one \
            by default. Open the printed link: it carries the token.
            """)
    var token: String?

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        guard idleGrace.isFinite, idleGrace > 0 else { throw ValidationError("--idle-grace must be positive") }
        guard idleTimeout.isFinite, idleTimeout >= 0.1, idleTimeout <= 86_400 else {
            throw ValidationError("--idle-timeout must be between 0.1 and 86400 seconds")
        }
        guard (1...100_000).contains(maxConnections) else {
            throw ValidationError("--max-connections must be between 1 and 100000")
        }
        if timeTravel, app == nil {
            throw ValidationError("--time-travel needs the MVC+VS pattern: apparch serve recordings --pattern mvcvs …")
        }
        if pattern != nil, app == nil { throw ValidationError("--pattern needs an app; name one or drop --pattern") }
        if serverToken != nil, server == nil { throw ValidationError("--server-token needs --server") }
        if !koober.isEmpty, app == nil {
            throw ValidationError("--di, --session-store and --fail need the koober app: apparch serve koober …")
        }
        if history != nil || restore != nil, app == nil {
            throw ValidationError("--history and --restore need the clocks app: apparch serve clocks …")
        }
        if let token {
            do {
                _ = try AccessToken(token)
            } catch {
                throw ValidationError("--token: \(error.message)")
            }
        }
    }

    @MainActor
    func run() async throws {
        _ = AppArchCommand.bootstrapLogging
        let base = dataDir.map { URL(fileURLWithPath: $0, isDirectory: true) }
        var mounts: [WebMount] = []
        var index: [WebIndexEntry] = []
        var title = "the index of apps"
        if let app {
            let (descriptor, named) = try AppCatalog.resolve(app: app, pattern: pattern)
            let resolved =
                try AppCatalog.clocksPattern(app: descriptor, history: history, restoreFile: restore)
                ?? AppCatalog.kooberPattern(
                    app: descriptor, pattern: named, di: koober.di, sessionStore: koober.sessionStore,
                    fail: koober.fail,
                    server: server,
                    serverToken: serverToken, signInVariant: koober.signInVariant)
                ?? AppCatalog.timeTravelPattern(app: descriptor, pattern: named, timeTravel: timeTravel)
                ?? AppCatalog.networkPattern(app: descriptor, pattern: named, server: server, token: serverToken)
                ?? named
            title = "\(descriptor.name) (\(resolved.name))"
            mounts.append(
                WebMount(
                    key: "", title: "\(descriptor.name) · \(resolved.name)", pattern: resolved,
                    dataDirectory: base ?? DataDirectory.default(app: descriptor.name, pattern: resolved.name),
                    seedSampleData: sample))
        } else {
            for descriptor in AppCatalog.apps {
                var patterns: [WebIndexEntry.Pattern] = []
                // NB: the networked patterns need a server (--server URL): the index offers them only then.
                for listed in descriptor.patterns where server != nil || !AppCatalog.needsServer(listed) {
                    let resolved =
                        AppCatalog.needsServer(listed)
                        ? try AppCatalog.networkPattern(
                            app: descriptor, pattern: listed, server: server, token: serverToken) ?? listed
                        : listed
                    let key = "apps/\(descriptor.name)/\(resolved.name)"
                    let directory =
                        base?.appendingPathComponent(descriptor.name).appendingPathComponent(resolved.name)
                        ?? DataDirectory.default(app: descriptor.name, pattern: resolved.name)
                    mounts.append(
                        WebMount(
                            key: key, title: "\(descriptor.name) · \(resolved.name)", pattern: resolved,
                            dataDirectory: directory, seedSampleData: sample))
                    patterns.append(.init(name: resolved.name, summary: resolved.summary, path: "/" + key))
                }
                index.append(WebIndexEntry(name: descriptor.name, summary: descriptor.summary, patterns: patterns))
            }
        }
        // NB: the catalog keeps its data in the person's own data folder, never in a shared temporary
        // folder another user could prepare.
        mounts.append(
            WebMount(
                key: "catalog", title: "ViewKit catalog", pattern: CatalogApp.pattern,
                dataDirectory: base?.appendingPathComponent("catalog")
                    ?? DataDirectory.default(app: "catalog", pattern: "viewkit")))
        let accessToken: AccessToken
        do {
            accessToken = try token.map(AccessToken.init) ?? .random()
        } catch {
            throw CLIError(error.message)
        }
        var configuration = WebHostConfiguration(
            host: host, port: port, idleGracePeriod: idleGrace, token: accessToken)
        configuration.idleTimeout = idleTimeout
        configuration.maximumConnections = maxConnections
        if configuration.isExposed {
            FileHandle.standardError.write(
                Data(
                    ("Warning: --host \(host) makes the app reachable from your network. Anyone who has the link "
                        + "(it carries the access token) can use the app and its data.\n").utf8))
        }
        let server: WebServer
        do {
            server = try WebServer(configuration: configuration, mounts: mounts, index: index)
        } catch {
            throw CLIError(error.message)
        }
        let shownTitle = title
        do {
            try await server.run { url in
                FileHandle.standardOutput.write(Data("Serving \(shownTitle) at \(url)\nPress Ctrl-C to stop.\n".utf8))
            }
        } catch {
            throw CLIError(error.message)
        }
        print("Stopped; the app saved its data.")
    }
}
