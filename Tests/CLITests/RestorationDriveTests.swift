import AppArchCLI
import Foundation
import RecordingsServerTesting
import ServerTesting
import Testing
import ViewKit

/// `DriveRunner` with a ``RestorationMode``: what a run saves in the data folder's `restoration.json` and
/// what the next run restores, app by app, in-process (``RestorationProcessTests`` runs real processes).
@MainActor
struct RestorationDriveTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent(
        "cli-restoration-\(UUID().uuidString)")

    var file: URL { directory.appendingPathComponent("restoration.json") }

    private func drive(
        _ app: AppName, _ script: String, options: LaunchOptions = LaunchOptions(),
        restoration: RestorationMode = .resume, isInterrupted: @escaping () -> Bool = { false }
    ) async -> (status: Int32, output: [String], errors: [String]) {
        var output: [String] = []
        var errors: [String] = []
        let request = DriveRequest(
            app: app, options: options, dataDirectory: directory.path, script: script, restoration: restoration)
        let status = await DriveRunner.run(
            request, isInterrupted: isInterrupted, output: { output.append($0) }, errorOutput: { errors.append($0) })
        return (status, output, errors)
    }

    private func files() -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: directory.path)) ?? []).sorted()
    }

    @Test func requestsMadeInProcessNeitherReadNorWriteTheFile() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let sample = LaunchOptions(sample: true)
        let (status, _, errors) = await drive(.recordings, "select \"Welcome\"", options: sample, restoration: .off)
        #expect(status == 0, "\(errors)")
        #expect(!files().contains("restoration.json"))
        try Data("{ garbage".utf8).write(to: file)
        let (again, output, _) = await drive(.recordings, "screen", restoration: .off)
        #expect(again == 0)
        #expect(output.first?.contains(#"nav "Recordings""#) == true)
        #expect(try Data(contentsOf: file) == Data("{ garbage".utf8))
    }

    @Test func aFailingStepStillSavesTheStateItReached() async {
        defer { try? FileManager.default.removeItem(at: directory) }
        let (status, _, _) = await drive(
            .recordings, "select \"Song Ideas\"\nexpect \"Nothing like this\"", options: LaunchOptions(sample: true))
        #expect(status == 1)
        let (_, output, _) = await drive(.recordings, "screen")
        #expect(output.first?.contains(#"nav "Song Ideas""#) == true, "\(output)")
    }

    @Test func anInterruptedRunSavesTheStateItReached() async {
        defer { try? FileManager.default.removeItem(at: directory) }
        var asked = 0
        let (status, _, errors) = await drive(
            .recordings, "select \"Song Ideas\"\nback\nback", options: LaunchOptions(sample: true),
            isInterrupted: {
                asked += 1
                return asked > 1
            })
        #expect(status == 130)
        #expect(errors.last?.contains("the app quit and saved") == true)
        let (_, output, _) = await drive(.recordings, "screen")
        #expect(output.first?.contains(#"nav "Song Ideas""#) == true, "\(output)")
    }

    @Test func aFileThatCannotBeReadIsLeftAloneAndNotOverwritten() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: file, withIntermediateDirectories: true)
        let (status, output, errors) = await drive(.recordings, "screen", options: LaunchOptions(sample: true))
        #expect(status == 0)
        #expect(output.first?.contains(#"nav "Recordings""#) == true)
        #expect(errors.count == 1)
        #expect(errors.first?.contains("Could not read \(file.path)") == true, "\(errors)")
        #expect(errors.first?.contains("leaves the file as it is") == true)
        var isDirectory: ObjCBool = false
        #expect(FileManager.default.fileExists(atPath: file.path, isDirectory: &isDirectory) && isDirectory.boolValue)
    }

    /// The networked patterns restore their folder stack against the server (controller-owned restores only
    /// that, as its README says; model-owned also its player, as the conformance suite shows offline).
    @Test(arguments: [PatternName.controllerOwned, .modelOwned])
    func networkedPatternsRestoreTheFolderStackAgainstTheirServer(pattern: PatternName) async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let server = try await LiveRecordingsServer.start()
        let (first, second) = try await Closing.use(server, closedBy: { try await $0.shutdown() }) { server in
            let options = LaunchOptions(pattern: pattern, sample: true, server: server.address)
            let first = await drive(.recordings, "select \"Song Ideas\"\nselect \"Drafts\"", options: options)
            let second = await drive(.recordings, "screen\nback\nscreen", options: options)
            return (first, second)
        }
        #expect(first.status == 0, "\(first.output) \(first.errors)")
        #expect(second.status == 0, "\(second.output) \(second.errors)")
        #expect(second.output.first?.contains(#"nav "Drafts""#) == true, "\(second.output)")
        #expect(second.output.first?.contains("Humming") == true, "\(second.output)")
        #expect(second.output.last?.contains(#"nav "Song Ideas""#) == true, "\(second.output)")
    }

    @Test func clocksRestoresItsSelectedTimezone() async {
        defer { try? FileManager.default.removeItem(at: directory) }
        let (status, _, errors) = await drive(.clocks, "select \"London\"", options: LaunchOptions(sample: true))
        #expect(status == 0, "\(errors)")
        let (_, output, _) = await drive(.clocks, "screen")
        #expect(output.last?.contains(#"nav "London""#) == true, "\(output)")
    }

    @Test func clocksSkipsASelectedTimezoneDeletedBetweenLaunches() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = await drive(.clocks, "select \"London\"", options: LaunchOptions(sample: true))
        // Another hand edits the document: London is gone.
        let document = directory.appendingPathComponent("timezones.json")
        var json = try #require(try JSONSerialization.jsonObject(with: Data(contentsOf: document)) as? [String: Any])
        let timezones = try #require(json["timezones"] as? [[String: Any]])
        json["timezones"] = timezones.filter { $0["name"] as? String != "London" }
        try JSONSerialization.data(withJSONObject: json).write(to: document)

        let (status, output, _) = await drive(.clocks, "screen")
        #expect(status == 0)
        let screen = output.last ?? ""
        #expect(screen.contains(#"nav "Clocks""#), "\(screen)")
        #expect(!screen.contains("London"))
        #expect(screen.contains("Melbourne"))
    }

    @Test func clocksRestoreOptionWinsOverTheSavedState() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        _ = await drive(.clocks, "select \"London\"", options: LaunchOptions(sample: true))
        let state = directory.appendingPathComponent("state.json")
        try Data(#"{"masterView":{"isEditing":false,"masterScrollOffsetY":0}}"#.utf8).write(to: state)
        let (status, output, _) = await drive(.clocks, "screen", options: LaunchOptions(restoreFile: state.path))
        #expect(status == 0)
        #expect(output.last?.contains(#"nav "Clocks""#) == true, "\(output)")
    }

    @Test(arguments: [AppName.todo, .eight])
    func appsThatSaveNoWindowStateLeaveNoFileAndStartAtTheirFirstScreen(app: AppName) async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        try Data("{}".utf8).write(to: file)
        let (_, first, _) = await drive(app, "screen", restoration: .fresh)
        #expect(!files().contains("restoration.json"), "a stale file is removed: \(files())")
        let (status, second, errors) = await drive(app, "screen")
        #expect(status == 0, "\(errors)")
        #expect(second == first)
        #expect(!files().contains("restoration.json"))
    }
}
