import ArgumentParser
import Foundation
import RecordingsServer
import Services

/// `apparch api recordings`: the networking chapter's server, an HTTP API for the Recordings library (not
/// to be confused with `serve`, which shows apps in a browser).
struct APICommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "api",
        abstract: "Serve an app's HTTP API (the Recordings server of the networking chapter).",
        discussion: """
            Prints the address and the access token; every request must send `Authorization: Bearer <token>`.
            The library is SQLite in the data directory.
            """
    )

    @Argument(help: "The API to serve: recordings.")
    var app: String

    @Option(help: "The port to listen on (0 picks a free one).")
    var port: Int = 8081

    @Option(help: "The address to listen on. Anything but loopback exposes the library to your network.")
    var host: String = "127.0.0.1"

    @Option(help: "Where the library's database lives; $XDG_DATA_HOME/apparch/recordings/api by default.")
    var dataDir: String?

    @Option(help: "The access token clients must send; a random one by default.")
    var token: String?

    func validate() throws {
        guard app.lowercased() == "recordings" else {
            throw ValidationError("unknown API \"\(app)\"; the one API is recordings")
        }
        guard (0...65535).contains(port) else { throw ValidationError("--port must be between 0 and 65535") }
        if let token, token.count < 16 || !token.allSatisfy({ $0.isASCII && ($0.isLetter || $0.isNumber) }) {
            throw ValidationError("--token must be at least 16 letters and digits")
        }
    }

    func run() async throws {
        _ = AppArchCommand.bootstrapLogging
        let directory =
            dataDir.map { URL(fileURLWithPath: $0, isDirectory: true) }
            ?? DataDirectory.default(app: "recordings", pattern: "api")
        let token = self.token ?? RecordingsAPIServer.randomToken()
        if !["127.0.0.1", "localhost", "::1"].contains(host) {
            FileHandle.standardError.write(
                Data("Warning: --host \(host) makes the library reachable from your network (with the token).\n".utf8))
        }
        do {
            try await RecordingsAPIServer.run(host: host, port: port, directory: directory, token: token) { url in
                FileHandle.standardOutput.write(
                    Data("Serving the Recordings API at \(url)\nAccess token: \(token)\nPress Ctrl-C to stop.\n".utf8))
            }
        } catch {
            throw CLIError("the Recordings API stopped: \(error)")
        }
    }
}
