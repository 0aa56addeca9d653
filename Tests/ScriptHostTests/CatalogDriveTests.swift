import Catalog
import Foundation
import ScriptHost
import Services
import Testing
import ViewKit

/// The catalog's map through `apparch drive` steps.
@MainActor
struct CatalogDriveTests {
    private func run(_ script: String) async throws -> (DriverOutcome, [String]) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("catalog-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let clock = VirtualClock()
        let session = try DriverSession(
            pattern: CatalogApp.pattern, environment: AppEnvironment(dataDirectory: directory, clock: clock),
            clock: clock)
        var printed: [String] = []
        let outcome = await session.run(try ScriptParser.parse(script), output: { printed.append($0) })
        return (outcome, printed)
    }

    @Test func theMapPrintsItsAnnotations() async throws {
        let (outcome, _) = try await run(
            """
            back
            select "Map"
            expect "map  📍 Pickup -33.864308, 151.209146"
            expect-not "Opera House"
            tap "Add Drop-off"
            expect "map  📍 Pickup -33.864308, 151.209146  🏁 Opera House -33.858667, 151.214028"
            tap "Pick-up Only"
            expect-not "Opera House"
            """)
        #expect(outcome == .success)
    }
}
