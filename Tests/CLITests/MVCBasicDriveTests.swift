import AppArchCLI
import Foundation
import Testing
import ViewKit

/// `apparch drive recordings --pattern mvc-basic`: chapter 3's MVC as first presented runs the MVC example
/// script, and shows what it lacks beside `mvc`: no mini player, a player that stops when left.
@MainActor
struct MVCBasicDriveTests {
    /// The mini player's label, as the snapshot shows it.
    static let nowPlaying = "Now Playing"

    private func script(_ name: String) throws -> String {
        let url = try #require(Bundle.module.url(forResource: "Scripts/\(name)", withExtension: "txt"))
        return try String(contentsOf: url, encoding: .utf8)
    }

    private func drive(_ script: String, pattern: PatternName) async -> (Int32, [String]) {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("mvc-basic-\(UUID().uuidString)")
        var output: [String] = []
        let request = DriveRequest(
            app: .recordings, options: LaunchOptions(pattern: pattern, sample: true), dataDirectory: directory.path,
            script: script)
        let status = await DriveRunner.run(request, output: { output.append($0) }, errorOutput: { output.append($0) })
        return (status, output)
    }

    @Test func theRecordingsMVCScriptPasses() async throws {
        let (status, output) = await drive(try script("recordings-mvc"), pattern: .mvcBasic)
        #expect(status == 0, "\(output.joined(separator: "\n"))")
        #expect(output.last?.contains(#"nav "Demos""#) == true)
    }

    @Test func goingBackFromThePlayerStopsItWhereMVCKeepsPlayingInTheMiniPlayer() async {
        let script = """
            select "Welcome"
            tap "Play"
            wait 1
            back
            screen
            """
        let (basicStatus, basic) = await drive(script, pattern: .mvcBasic)
        let (mvcStatus, mvc) = await drive(script, pattern: .mvc)
        #expect(basicStatus == 0 && mvcStatus == 0)
        #expect(mvc.last?.contains(Self.nowPlaying) == true)
        #expect(basic.last?.contains(Self.nowPlaying) == false)
        #expect(basic.last?.contains("Welcome") == true)
    }
}
