import Foundation
import KooberCloudServer

extension APICommand {
    /// `apparch api koober`: Koober Cloud, whose requests authenticate accounts.
    func runKoober() async throws {
        let configuration = KooberCloudConfiguration(
            settings: settings(
                defaultPort: KooberCloudConfiguration.defaultPort,
                exposed: "Koober Cloud's accounts reachable from your network"))
        let data = try await open("Koober Cloud's data") {
            if let database { return try await KooberCloudDatabase.postgres(url: database) }
            return try await KooberCloudDatabase.sqlite(directory: dataDirectory(app: .koober))
        }
        let location = data.location
        do {
            try await KooberCloudServer.run(configuration: configuration, database: data) { url in
                Self.announce([
                    "Serving the Koober API at \(url)", "Data: \(location)", "Clients: --server '\(url)'",
                ])
            }
        } catch {
            throw CLIError("Koober Cloud stopped: \(error)")
        }
    }
}
