import AppArchCLI
import Foundation
import RecordingsServerTesting
import Testing
import ViewKit

/// Runs the example scripts kept under `Scripts/`, as `apparch drive --script` would.
@MainActor
struct ScriptFileTests {
    private func script(_ name: String) throws -> String {
        let url = try #require(Bundle.module.url(forResource: "Scripts/\(name)", withExtension: "txt"))
        return try String(contentsOf: url, encoding: .utf8)
    }

    @Test func theRecordingsMVCScriptPassesOnTheSampleLibrary() async throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("script-\(UUID().uuidString)")
        var output: [String] = []
        let request = DriveRequest(
            app: .recordings, options: LaunchOptions(pattern: .mvc, sample: true), dataDirectory: directory.path,
            script: try script("recordings-mvc"))
        let status = await DriveRunner.run(request, output: { output.append($0) }, errorOutput: { output.append($0) })
        #expect(status == 0, "\(output.joined(separator: "\n"))")
        #expect(output.last?.contains(#"nav "Demos""#) == true)
    }

    /// The compact script of `Scripts/`, and a regular-width session that also changes size on the way.
    nonisolated static let sessions: [(script: String?, size: SizeClass)] = [
        (nil, .compact),
        (
            """
            select "Welcome"
            tap "Play"
            wait 1.2
            screen
            size compact
            screen
            back
            size regular
            screen
            select "Meeting Notes"
            tap "New Folder"
            type "Agenda"
            tap "Create"
            screen
            """, .regular
        ),
    ]

    @Test(arguments: 0..<2)
    func everyRecordingsPatternPrintsTheSameScreens(session: Int) async throws {
        let (inline, size) = Self.sessions[session]
        let text = try inline ?? script("recordings-mvc")
        var outputs: [PatternName: [String]] = [:]
        // NB: the controller-owned client keeps no model, so it has no mini player to show (the book's point
        // about shared data); every other pattern, model-owned against a live server, shows the same screens.
        // mvc-basic is chapter 3 before the improvements that add the mini player (see MVCBasicDriveTests).
        let patterns = AppName.recordings.patterns.filter { $0 != .controllerOwned && $0 != .mvcBasic }
        #expect(patterns.count >= 3)
        for pattern in patterns {
            let directory = FileManager.default.temporaryDirectory.appendingPathComponent("same-\(UUID().uuidString)")
            var output: [String] = []
            let server = pattern == .modelOwned ? try await LiveRecordingsServer.start() : nil
            let request = DriveRequest(
                app: .recordings, options: LaunchOptions(pattern: pattern, sample: true, server: server?.address),
                dataDirectory: directory.path, script: text, size: size)
            let status = await DriveRunner.run(
                request, output: { output.append($0) }, errorOutput: { output.append($0) })
            try await server?.shutdown()
            #expect(status == 0, "\(pattern): \(output.joined(separator: "\n"))")
            outputs[pattern] = output
        }
        for pattern in patterns { #expect(outputs[pattern] == outputs[.mvc], "\(pattern) differs from mvc") }
        #expect(outputs[.mvc]?.isEmpty == false)
    }
}
