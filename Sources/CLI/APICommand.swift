import ArgumentParser
import Foundation
import RecordingsServer
import SQLStorage
import Services

/// `apparch api recordings`: the networking chapter's server, an HTTP API for the Recordings library (not
/// to be confused with `serve`, which shows apps in a browser).
struct APICommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "api",
        abstract: "Serve an app's HTTP API (the Recordings server of the networking chapter).",
        discussion: """
            Prints the address and the access token; every request must send `Authorization: Bearer <token>`, \
            and the clients (`--pattern controller-owned|model-owned`) take the printed `--server` URL. The \
            library is SQLite in the data directory, or PostgreSQL with --database postgres://…, where \
            several server processes can serve one library.
            """
    )

    @Argument(help: "The API to serve: recordings.")
    var app: String

    @Option(help: "The port to listen on (0 picks a free one).")
    var port: Int = 8081

    @Option(help: "The address to listen on. Anything but loopback exposes the library to your network.")
    var host: String = "127.0.0.1"

    @Option(help: "Where the SQLite library lives; $XDG_DATA_HOME/apparch/recordings/api by default.")
    var dataDir: String?

    @Option(help: "Keep the library in PostgreSQL instead: postgres://user:password@host:port/database.")
    var database: String?

    @Option(help: "The access token clients must send; a random one by default.")
    var token: String?

    @Option(help: "The most connections served at once; more are answered 503.")
    var maxConnections: Int = 64

    @Option(help: "Seconds before an idle connection is closed.")
    var idleTimeout: Double = 30

    func validate() throws {
        guard app.lowercased() == "recordings" else {
            throw ValidationError("unknown API \"\(app)\"; the one API is recordings")
        }
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        if let token, token.count < 16 || !token.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) {
            throw ValidationError("--token must be at least 16 letters and digits")
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
        let configuration = RecordingsAPIConfiguration(
            host: host, port: port, token: token ?? RecordingsAPIServer.randomToken(),
            maximumConnections: maxConnections, idleTimeout: idleTimeout)
        if !configuration.isLoopback {
            FileHandle.standardError.write(
                Data("Warning: --host \(host) makes the library reachable from your network (with the token).\n".utf8))
        }
        let library: LibraryDatabase
        do {
            if let database {
                library = try await LibraryDatabase.postgres(url: database)
            } else {
                let directory =
                    dataDir.map { URL(fileURLWithPath: $0, isDirectory: true) }
                    ?? DataDirectory.default(app: "recordings", pattern: "api")
                library = try await LibraryDatabase.sqlite(directory: directory)
            }
        } catch let error as DatabaseAddressError {
            throw CLIError(error.description)
        } catch {
            throw CLIError("the Recordings library could not be opened: \(error)")
        }
        let token = configuration.token
        let location = library.location
        do {
            try await RecordingsAPIServer.run(configuration: configuration, database: library) { url in
                FileHandle.standardOutput.write(
                    Data(
                        """
                        Serving the Recordings API at \(url)
                        Access token: \(token)
                        Library: \(location)
                        Clients: --server '\(url)?token=\(token)'
                        Press Ctrl-C to stop.

                        """.utf8))
            }
        } catch {
            throw CLIError("the Recordings API stopped: \(error)")
        }
    }
}
