import ArgumentParser
import Catalog
import Comparison
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
            screen per ViewKit control; /compare/live?app=<app>&patterns=<p1>,<p2> shows 2 to 6 patterns of \
            one app side by side, each on fresh data, playing one drive script. SIGINT (Ctrl-C) or SIGTERM \
            stops the server: the app saves, every tab's window is saved to web-windows.json in the app's data \
            folder, and open tabs are told. Started again on the same data, the server gives a tab that comes \
            back (a reload, or a tab left open) the window it had; a new tab starts at the app's first screen, \
            and so does every tab with --fresh. The app options are drive's: an option the app or pattern does \
            not take is refused with drive's message before the server starts.
            """
    )

    @Argument(help: "The app to serve (see `apparch list`); omit it to serve the index of every app.")
    var app: AppName?

    @OptionGroup var options: AppOptions

    @Option(help: "The port to listen on (0 picks a free one).")
    var port: Int = 8080

    @Option(help: "The address to listen on. Anything but loopback exposes the app to your network.")
    var host: String = "127.0.0.1"

    @Option(help: "Seconds the window of a closed tab is kept for the tab to come back.")
    var idleGrace: Double = 60

    @Option(
        help: """
            Seconds a connection may stay silent, send half a request or stop reading before it is closed (a \
            tenth of it, at least half a second, once three quarters of --max-connections are open).
            """)
    var idleTimeout: Double = 30

    @Option(
        help: """
            The most connections served at once; at the cap a new one closes the connection idle longest, and \
            is refused with 503 only when every connection is busy.
            """)
    var maxConnections = 512

    @Option(
        help: """
            The access token every request must present (16 to 256 letters, digits, '-' or '_'); a random one \
            by default. Open the printed link: it carries the token. \(TokenSource.visibilityNote)
            """)
    var token: String?

    @Option(
        help: """
            Read the access token from this file, which only you may read (chmod 600); one trailing newline is \
            ignored. The APPARCH_TOKEN environment variable works too.
            """)
    var tokenFile: String?

    /// The token the options or the environment give, nil for a random one.
    func givenToken() throws(CLIError) -> String? {
        try TokenSource.resolve(token: token, tokenFile: tokenFile, environment: ProcessInfo.processInfo.environment)
    }

    func validate() throws {
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        guard idleGrace.isFinite, idleGrace > 0 else { throw ValidationError("--idle-grace must be positive") }
        guard idleTimeout.isFinite, idleTimeout >= 0.1, idleTimeout <= 86_400 else {
            throw ValidationError("--idle-timeout must be between 0.1 and 86400 seconds")
        }
        guard (1...100_000).contains(maxConnections) else {
            throw ValidationError("--max-connections must be between 1 and 100000")
        }
        do {
            if let app {
                _ = try AppLaunch(app: app, options: options.launchOptions)
            } else {
                try AppLaunch.checkIndex(options: options.launchOptions)
            }
        } catch {
            throw ValidationError(error.message)
        }
        let given: String?
        do {
            given = try givenToken()
        } catch {
            throw ValidationError(error.message)
        }
        if let given {
            do {
                _ = try AccessToken(given)
            } catch {
                throw ValidationError("the token: \(error.message)")
            }
        }
    }

    /// The documentation site `scripts/docs` builds in the package at `root` (`.build/docs-site`, when its
    /// index page exists), served at `/docs`; nil when it was not built, so the index shows no link.
    static func docsSite(in root: URL?) -> URL? {
        guard let site = root?.appendingPathComponent(".build/docs-site", isDirectory: true),
            FileManager.default.fileExists(atPath: site.appendingPathComponent("index.html").path)
        else { return nil }
        return site
    }

    /// The fixed pages the server serves at their paths: the comparison of the patterns at `/compare` (the
    /// page `apparch compare --format html` prints, made on its first request; its links into the code open
    /// at `/source/…` when the sources are in `tree`) and its stylesheet; the index links `/compare`.
    static func pages(tree: SourceTree?) -> [StaticPage] {
        [
            StaticPage(path: "/compare", contentType: "text/html; charset=utf-8") {
                do {
                    return try CompareCommand.page(tree: tree, codeBase: tree == nil ? "" : SourcePath.prefix)
                } catch {
                    return ComparisonPage.failure("The comparison could not be made: \(error)")
                }
            },
            StaticPage(
                path: "/compare/style.css", contentType: "text/css; charset=utf-8", body: ComparisonPage.stylesheet),
        ]
    }

    /// Every app the live side-by-side view (`/compare/live`) can launch, from the catalog: each app with
    /// the patterns that run on local data, and the networked ones named so they are refused with a reason.
    static func liveApps() throws -> [LiveApp] {
        try AppName.allCases.map { app in
            let descriptor = AppCatalog.descriptor(of: app)
            var patterns: [AppPattern] = []
            var serverPatterns: [String] = []
            for name in app.patterns {
                if name.needsServer {
                    serverPatterns.append(name.rawValue)
                } else {
                    patterns.append(try AppCatalog.listedPattern(app: app, pattern: name))
                }
            }
            return LiveApp(
                name: app.rawValue, title: descriptor.name, patterns: patterns, serverPatterns: serverPatterns)
        }
    }

    /// What `serve` serves: the mounts (the app at `/`, or every app and pattern at `/apps/<app>/<pattern>`,
    /// and the catalog at `/catalog`), the index's entries when there is no app, and the title it prints.
    /// Every mount saves its tabs' windows when the server stops and restores them unless `--fresh`.
    @MainActor
    static func mounts(
        app: AppName?, options: AppOptions
    ) throws -> (mounts: [WebMount], index: [WebIndexEntry], title: String) {
        let base = options.dataDir.map { URL(fileURLWithPath: $0, isDirectory: true) }
        let restoration: WindowRestoration = options.fresh ? .saveOnly : .saveAndRestore
        var mounts: [WebMount] = []
        var index: [WebIndexEntry] = []
        var title = "the index of apps"
        if let app {
            let launch = try AppLaunch(app: app, options: options.launchOptions)
            let resolved = try launch.makePattern()
            let descriptor = AppCatalog.descriptor(of: app)
            title = "\(descriptor.name) (\(resolved.name))"
            mounts.append(
                WebMount(
                    key: "", title: "\(descriptor.name) · \(resolved.name)", pattern: resolved,
                    dataDirectory: base ?? DataDirectory.default(app: descriptor.name, pattern: resolved.name),
                    seedSampleData: options.sample, windowRestoration: restoration))
        } else {
            let server = options.server
            for app in AppName.allCases {
                let descriptor = AppCatalog.descriptor(of: app)
                var patterns: [WebIndexEntry.Pattern] = []
                // NB: the networked patterns need a server (--server URL): the index offers them only then.
                for name in app.patterns where server != nil || !name.needsServer {
                    let resolved =
                        name.needsServer
                        ? try AppLaunch(
                            app: app,
                            options: LaunchOptions(pattern: name, server: server, serverToken: options.serverToken)
                        ).makePattern()
                        : try AppCatalog.listedPattern(app: app, pattern: name)
                    let key = "apps/\(descriptor.name)/\(resolved.name)"
                    let directory =
                        base?.appendingPathComponent(descriptor.name).appendingPathComponent(resolved.name)
                        ?? DataDirectory.default(app: descriptor.name, pattern: resolved.name)
                    mounts.append(
                        WebMount(
                            key: key, title: "\(descriptor.name) · \(resolved.name)", pattern: resolved,
                            dataDirectory: directory, seedSampleData: options.sample, windowRestoration: restoration))
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
                    ?? DataDirectory.default(app: "catalog", pattern: "viewkit"),
                windowRestoration: restoration))
        return (mounts, index, title)
    }

    @MainActor
    func run() async throws {
        _ = AppArchCommand.bootstrapLogging
        let (mounts, index, title) = try Self.mounts(app: app, options: options)
        let accessToken: AccessToken
        let given = try givenToken()
        do {
            accessToken = try given.map(AccessToken.init) ?? .random()
        } catch {
            throw CLIError("the token: \(error.message)")
        }
        var configuration = WebHostConfiguration(
            host: host, port: port, idleGracePeriod: idleGrace, token: accessToken)
        configuration.idleTimeout = idleTimeout
        configuration.maximumConnections = maxConnections
        let tree = CompareCommand.builtFrom
        configuration.pages = Self.pages(tree: tree)
        configuration.sourceRoot = tree?.root
        configuration.docsRoot = Self.docsSite(in: tree?.root)
        configuration.liveApps = try Self.liveApps()
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
