import ArgumentParser
import Foundation
import HTTPGuards
import KooberCloudServer
import RecordingsServer
import SQLStorage
import Services

/// `apparch api recordings|koober`: the books' servers, HTTP APIs for their apps (not to be confused with
/// `serve`, which shows apps in a browser): the Recordings server of the networking chapter, and Koober
/// Cloud of the second book.
struct APICommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "api",
        abstract: "Serve an app's HTTP API (the Recordings server of the networking chapter, or Koober Cloud).",
        discussion: """
            recordings prints the address and the access token; every request must send `Authorization: Bearer \
            <token>`, and the clients (`--pattern controller-owned|model-owned`) take the printed `--server` URL. \
            koober serves the sample client's endpoints (sign-in, sign-up, ride options, place search, rides); \
            its requests authenticate accounts, so it has no access token. The data is SQLite in the data \
            directory, or PostgreSQL with --database postgres://…, where several server processes can serve one \
            database.
            """
    )

    @Argument(help: "The API to serve: recordings or koober.")
    var app: String

    @Option(help: "The port to listen on (0 picks a free one); 8081 for recordings, 8082 for koober by default.")
    var port: Int?

    @Option(help: "The address to listen on. Anything but loopback exposes the data to your network.")
    var host: String = "127.0.0.1"

    @Option(help: "Where the SQLite data lives; $XDG_DATA_HOME/apparch/<app>/api by default.")
    var dataDir: String?

    @Option(help: "Keep the data in PostgreSQL instead: postgres://user:password@host:port/database.")
    var database: String?

    @Option(
        help: """
            recordings only: the access token clients must send; a random one by default. \
            \(TokenSource.visibilityNote)
            """)
    var token: String?

    @Option(
        help: """
            recordings only: read the access token from this file, which only you may read (chmod 600); one \
            trailing newline is ignored. The APPARCH_TOKEN environment variable works too.
            """)
    var tokenFile: String?

    /// The token the options or the environment give (recordings), nil for a random one.
    func givenToken() throws(CLIError) -> String? {
        try TokenSource.resolve(token: token, tokenFile: tokenFile, environment: ProcessInfo.processInfo.environment)
    }

    @Option(help: "The most connections served at once; more are answered 503.")
    var maxConnections: Int = 64

    @Option(help: "Seconds before an idle connection is closed.")
    var idleTimeout: Double = 30

    /// The APIs there are.
    enum API: String {
        case recordings
        case koober
    }

    func validate() throws {
        guard let api = API(rawValue: app.lowercased()) else {
            throw ValidationError("unknown API \"\(app)\"; the APIs are recordings and koober")
        }
        if let port, !(0...65535).contains(port) { throw ValidationError("--port must be between 0 and 65535") }
        if api == .koober, token != nil || tokenFile != nil {
            throw ValidationError(
                "--token is for recordings (so is --token-file); Koober Cloud's requests sign in with an account")
        }
        if api == .recordings {
            let given: String?
            do {
                given = try givenToken()
            } catch {
                throw ValidationError(error.message)
            }
            if let given, given.count < 16 || !given.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) {
                throw ValidationError("the token must be at least 16 letters and digits")
            }
        }
        guard (1...10_000).contains(maxConnections) else {
            throw ValidationError("--max-connections must be between 1 and 10000")
        }
        guard idleTimeout >= 1, idleTimeout <= 3600 else {
            throw ValidationError("--idle-timeout must be between 1 and 3600 seconds")
        }
        if database != nil, dataDir != nil {
            throw ValidationError("give --data-dir (SQLite) or --database (PostgreSQL), not both")
        }
    }

    func run() async throws {
        _ = AppArchCommand.bootstrapLogging
        switch API(rawValue: app.lowercased()) {
        case .koober: try await runKoober()
        case .recordings, nil: try await runRecordings()
        }
    }

    /// The address and limits the options give, with `defaultPort` when `--port` is not given; warns on
    /// standard error ("--host H makes `exposed`") when they reach beyond this machine.
    func settings(defaultPort: Int, exposed: String) -> APIServerSettings {
        let settings = APIServerSettings(
            host: host, port: port ?? defaultPort, maximumConnections: maxConnections, idleTimeout: idleTimeout)
        if !settings.isLoopback {
            FileHandle.standardError.write(Data("Warning: --host \(host) makes \(exposed).\n".utf8))
        }
        return settings
    }

    /// The SQLite data directory: `--data-dir`, or the app's default.
    func dataDirectory(app: AppName) -> URL {
        dataDir.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? DataDirectory.default(app: app.rawValue, pattern: "api")
    }

    /// Opens the data with `open`, turning its failures into messages that say what to do.
    func open<Database>(_ what: String, _ open: () async throws -> Database) async throws -> Database {
        do {
            return try await open()
        } catch let error as DatabaseAddressError {
            throw CLIError(error.description)
        } catch {
            throw CLIError("\(what) could not be opened: \(error)")
        }
    }

    /// Writes the lines the server prints once it listens.
    static func announce(_ lines: [String]) {
        FileHandle.standardOutput.write(Data((lines + ["Press Ctrl-C to stop.", ""]).joined(separator: "\n").utf8))
    }
}
