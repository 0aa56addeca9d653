import AppArchCLI
import Foundation
import Testing
import ViewKit

/// `apparch list` and `apparch drive eight`: the all-rows screen and the one script every row pattern runs.
@MainActor
struct EightDriveTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cli-eight-\(UUID().uuidString)")

    private func drive(_ script: String, pattern: PatternName? = nil) async -> (Int32, [String], [String]) {
        var output: [String] = []
        var errors: [String] = []
        let request = DriveRequest(
            app: .eight, options: LaunchOptions(pattern: pattern),
            dataDirectory: directory.appendingPathComponent(pattern?.rawValue ?? "all").path, script: script)
        let status = await DriveRunner.run(request, output: { output.append($0) }, errorOutput: { errors.append($0) })
        return (status, output, errors)
    }

    private func scriptFile() throws -> String {
        let url = try #require(Bundle.module.url(forResource: "Scripts/eight", withExtension: "txt"))
        return try String(contentsOf: url, encoding: .utf8)
    }

    @Test func theListShowsTheAppAndItsNinePatterns() throws {
        let lines = AppCatalog.listing().split(separator: "\n").map(String.init)
        let eight = try #require(lines.firstIndex { $0.hasPrefix("eight ") })
        #expect(lines[eight].contains("One app, eight architectures"))
        let patterns = lines.dropFirst(eight + 1).prefix(9).map { $0.split(separator: " ").first.map(String.init) }
        #expect(patterns == ["all", "mvc", "mvp", "minimal-mvvm", "mvvm", "mvcvs", "tea", "mavb", "clean"])
        #expect(AppName.eight.defaultPattern == .all)
    }

    @Test func aCommitOnTheAllRowsScreenShowsInEveryRow() async {
        let (status, output, errors) = await drive(
            """
            type "hello" into "MAVB"
            tap "Commit MAVB"
            screen
            """)
        #expect(status == 0, "\(errors)")
        let screen = output.last ?? ""
        for name in ["MVC", "MVP", "Minimal MVVM", "MVVM", "MVC+VS", "TEA", "MAVB", "Clean"] {
            #expect(screen.contains("field \"\(name)\": hello"), "\(name) in \(screen)")
        }
    }

    @Test(arguments: [PatternName.mvc, .mvp, .minimalMVVM, .mvvm, .mvcvs, .tea, .mavb, .clean])
    func theScriptFilePassesInEveryRowPattern(pattern: PatternName) async throws {
        let (status, output, errors) = await drive(try scriptFile(), pattern: pattern)
        #expect(status == 0, "\(errors) \(output)")
        #expect(output.last?.contains("field \"Text\": hello") == true, "\(output)")
    }

    @Test func anExpectationThatFailsExitsWithOne() async {
        let (status, _, _) = await drive("expect \"nothing like this\"", pattern: .clean)
        #expect(status == 1)
    }
}
