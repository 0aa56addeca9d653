import Catalog
import Foundation
import ScriptHost
import Services
import Testing
import ViewKit

/// The catalog's map, image segments and keyboard through `apparch drive` steps: segments are chosen by
/// title, and the script host's window has a virtual keyboard that follows the focus.
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

    @Test func tapChoosesASegmentByItsTitle() async throws {
        let (outcome, printed) = try await run(
            """
            back
            select "Segmented Control"
            expect "segments: [🦘 Wallabee] 🦘 Wallaroo 🚐 Wallavan"
            tap "Wallaroo"
            expect "Chose Wallaroo"
            expect "segments: 🦘 Wallabee [🦘 Wallaroo] 🚐 Wallavan"
            screen
            tap "Also Unavailable"
            """)
        guard case .failure(let line, _, let reason, _) = outcome else {
            Issue.record("the disabled control's segment was tapped: \(outcome)")
            return
        }
        #expect(line == 8)
        #expect(reason == "segment \"Also Unavailable\" is disabled")
        #expect(printed.first?.contains("segments: [Unavailable] Also Unavailable (disabled)") == true)
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

    @Test func theVirtualKeyboardFollowsTheFocus() async throws {
        let (outcome, _) = try await run(
            """
            back
            select "Keyboard"
            expect "No keyboard event yet"
            tap "email"
            expect "Will show (0, 628, 390 × 216)"
            expect "Bottom inset: 216"
            type "secret" into "Password"
            expect "Will show (0, 628, 390 × 216)"
            submit
            expect "Will hide (0, 844, 390 × 216)"
            expect "Bottom inset: 0"
            """)
        #expect(outcome == .success)
    }
}
