import Foundation
import HTTPGuards
import RecordingsServer

extension APICommand {
    /// `apparch api recordings`: the networking chapter's server, with an access token.
    func runRecordings() async throws {
        let settings = settings(
            defaultPort: 8081, exposed: "the library reachable from your network (with the token)")
        let configuration = RecordingsAPIConfiguration(
            host: settings.host, port: settings.port, token: try givenToken() ?? RecordingsAPIServer.randomToken(),
            maximumConnections: settings.maximumConnections, idleTimeout: settings.idleTimeout)
        let library = try await open("the Recordings library") {
            if let database { return try await LibraryDatabase.postgres(url: database) }
            return try await LibraryDatabase.sqlite(directory: dataDirectory(app: .recordings))
        }
        let token = configuration.token
        let location = library.location
        do {
            try await RecordingsAPIServer.run(configuration: configuration, database: library) { url in
                Self.announce([
                    "Serving the Recordings API at \(url)", "Access token: \(token)", "Library: \(location)",
                    "Clients: --server '\(url)?token=\(token)'",
                ])
            }
        } catch {
            throw CLIError("the Recordings API stopped: \(error)")
        }
    }
}
