import AppArchCLI
import Foundation
import Testing

/// Runs the example scripts kept under `Scripts/`, as `apparch drive --script` would.
@MainActor
struct ScriptFileTests {
    private func script(_ name: String) throws -> String {
        let url = try #require(Bundle.module.url(forResource: "Scripts/\(name)", withExtension: "txt"))
        return try String(contentsOf: url, encoding: .utf8)
    }

    @Test func theRecordingsMVCScriptPassesOnTheSampleLibrary() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("script-\(UUID().uuidString)")
        var output: [String] = []
        let request = DriveRequest(
            app: "recordings", pattern: "mvc", dataDirectory: directory.path, script: try script("recordings-mvc"),
            sample: true)
        let status = DriveRunner.run(request, output: { output.append($0) }, errorOutput: { output.append($0) })
        #expect(status == 0, "\(output.joined(separator: "\n"))")
        #expect(output.last?.contains(#"nav "Demos""#) == true)
    }
}
