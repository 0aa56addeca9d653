import AppArchCLI
import ArgumentParser
import Clocks
import Foundation
import Testing
import ViewKit

/// `apparch drive clocks`: the issue's acceptance script, the history modes and `--restore`.
@MainActor
struct ClocksDriveTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cli-clocks-\(UUID().uuidString)")

    private func drive(
        _ script: String, history: ClocksHistoryMode? = nil, restore: String? = nil
    ) async -> (Int32, [String], [String]) {
        var output: [String] = []
        var errors: [String] = []
        let request = DriveRequest(
            app: .clocks, options: LaunchOptions(history: history, restoreFile: restore),
            dataDirectory: directory.path, script: script)
        let status = await DriveRunner.run(request, output: { output.append($0) }, errorOutput: { errors.append($0) })
        return (status, output, errors)
    }

    static let sequence = """
        tap "Add"
        type "mel" into "Search"
        select "Melbourne"
        tap "Edit"
        delete "Melbourne"
        tap "Done"
        """

    @Test func slidingHistoryBackShowsTheInterfaceInReverse() async {
        let (status, output, errors) = await drive(
            Self.sequence + "\n"
                + (0...6).reversed().map { "slide \"History\" \($0)\nscreen" }.joined(separator: "\n"))
        #expect(status == 0, "\(errors)")
        #expect(output.count == 7)
        guard output.count == 7 else { return }
        #expect(output[0].contains("table (0 rows) editing"), "edit mode on")
        #expect(output[1].contains("⊖ - Melbourne"), "the timezone back")
        #expect(output[2].contains("[Edit]") && output[2].contains("- Melbourne"), "edit mode off")
        #expect(output[3].contains("modal:") && output[3].contains("search: mel"), "the selection screen")
        #expect(output[6].contains("table (0 rows)") && !output[6].contains("modal:"), "the list without it")
    }

    @Test func documentHistoryNeverRestoresTheInterface() async {
        let (status, output, _) = await drive(
            Self.sequence + "\nslide \"History\" 1\nscreen\nslide \"History\" 0\nscreen", history: .document)
        #expect(status == 0)
        #expect(output.first?.contains("- Melbourne") == true)
        #expect(output.allSatisfy { !$0.contains("modal:") && !$0.contains("editing") })
    }

    @Test func documentHistoryHasOneStepPerDocumentChangeAndShowsWhereItIs() async {
        let (status, output, errors) = await drive(
            Self.sequence + "\nscreen\nslide \"History\" 1\nscreen", history: .document)
        #expect(status == 0, "\(errors)")
        #expect(output.count == 2)
        guard output.count == 2 else { return }
        #expect(output[0].contains(#"slider "History": 2 of 0…2"#), "adding and deleting Melbourne: two steps")
        #expect(output[1].contains(#"slider "History": 1 of 0…2"#) && output[1].contains("- Melbourne"))
    }

    @Test func restoreStartsFromALoggedViewState() async throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("state.log")
        try Data(
            (#"Changed ViewState to: {"masterView":{"isEditing":false,"masterScrollOffsetY":0},"#
                + #""selectionView":{"searchText":"addis","selectionScrollOffsetY":0}}"#).utf8
        ).write(to: file)
        let (status, output, _) = await drive("screen", restore: file.path)
        #expect(status == 0)
        #expect(output.first?.contains("search: addis") == true)
        #expect(output.first?.contains("- Africa/Addis_Ababa") == true)
    }

    @Test func malformedRestoreInputExitsTwoWithAClearError() async throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let file = directory.appendingPathComponent("bad.json")
        try Data(#"{"masterView": tru"#.utf8).write(to: file)
        let (status, output, errors) = await drive("screen", restore: file.path)
        #expect(status == 2)
        #expect(output.isEmpty)
        #expect(errors.first?.contains("cannot restore from") == true)
        let (missing, _, missingErrors) = await drive("screen", restore: directory.appendingPathComponent("none").path)
        #expect(missing == 2)
        #expect(missingErrors.first?.contains("cannot read the restore file") == true)
        // NB: an unknown --history is a usage error now that the option is typed: the parser names the modes.
        let badMode = try #require(parseError(["drive", "clocks", "--history", "sometimes"]))
        #expect(AppArchCommand.exitCode(for: badMode) == .validationFailure)
        #expect(AppArchCommand.message(for: badMode).contains("'whole' and 'document'"))
    }
}

/// The Clocks options `serve` shares with `drive`.
@MainActor
@Suite struct ClocksServeOptionsTests {
    @Test func theSharedOptionsAreCheckedForServeToo() async throws {
        #expect(try AppLaunch(app: .clocks, options: LaunchOptions()).makePattern().name == "viewstate")
        #expect(
            try AppLaunch(app: .clocks, options: LaunchOptions(history: .document)).makePattern().name == "viewstate")
        #expect(parseError(["serve", "clocks", "--history", "all"]) != nil)
        #expect(throws: CLIError.self) { try AppLaunch(app: .recordings, options: LaunchOptions(history: .document)) }
        #expect(parseError(["serve", "recordings", "--history", "document"]) != nil)
        #expect(throws: CLIError.self) {
            try AppLaunch(app: .clocks, options: LaunchOptions(restoreFile: "/nonexistent/state.json")).makePattern()
        }
    }
}
