import AppArchCLI
import ArgumentParser
import Foundation
import Testing

@MainActor
struct DriveRunnerTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cli-\(UUID().uuidString)")

    private func drive(
        _ script: String, app: AppName = .todo, pattern: PatternName? = nil
    ) async -> (Int32, [String], [String]) {
        var output: [String] = []
        var errors: [String] = []
        let request = DriveRequest(
            app: app, options: LaunchOptions(pattern: pattern), dataDirectory: directory.path, script: script)
        let status = await DriveRunner.run(request, output: { output.append($0) }, errorOutput: { errors.append($0) })
        return (status, output, errors)
    }

    @Test func aPassingScriptExitsZeroAndPrintsItsScreens() async {
        let (status, output, errors) = await drive(
            """
            tap "Add"
            type "Buy milk"
            tap "Save"
            select "Buy milk"
            expect "Buy milk  ✓"
            screen
            """)
        #expect(status == 0)
        #expect(errors.isEmpty)
        #expect(output == ["window compact\nnav \"To-Do List\"  |  [+ Add]\ntable (1 row)\n  - Buy milk  ✓"])
    }

    @Test func aFailingExpectExitsOneWithTheLineAndTheScreen() async {
        let (status, output, _) = await drive(
            """
            tap "Add"
            type "Buy milk"
            tap "Save"
            expect "Walk the dog"
            """)
        #expect(status == 1)
        #expect(output.first == #"line 4: expect "Walk the dog": the screen does not show "Walk the dog""#)
        #expect(output.last?.contains("- Buy milk") == true)
    }

    @Test func anUnparsableStepExitsTwoWithItsLineBeforeLaunching() async {
        let (status, output, errors) = await drive("tap \"Add\"\n\njump \"high\"")
        #expect(status == 2)
        #expect(output.isEmpty)
        #expect(errors.first?.contains("line 3") == true)
        #expect(!FileManager.default.fileExists(atPath: directory.path), "a bad script must not launch the app")
    }

    @Test func anUnknownAppOrPatternIsRefusedAndNamesTheChoices() async throws {
        // NB: an app or pattern no app has is a usage error (64) now that both are typed: the parser names them.
        let app = try #require(parseError(["drive", "calculator"]))
        #expect(AppArchCommand.exitCode(for: app) == .validationFailure)
        #expect(AppArchCommand.message(for: app).contains("todo"))
        let pattern = try #require(parseError(["drive", "todo", "--pattern", "viper"]))
        #expect(AppArchCommand.exitCode(for: pattern) == .validationFailure)
        #expect(AppArchCommand.message(for: pattern).contains("mvc"))
        let (patternStatus, _, patternErrors) = await drive("screen", pattern: .tea)
        #expect(patternStatus == 2)
        #expect(patternErrors == [#"error: todo has no pattern "tea"; choose one of: mvc"#])
    }

    @Test func restartKeepsItemsAndCheckmarks() async {
        let (status, output, _) = await drive(
            """
            tap "Add"
            type "A"
            tap "Save"
            tap "Add"
            type "B"
            tap "Save"
            select "A"
            restart
            screen
            """)
        #expect(status == 0)
        #expect(output.last?.contains("- A  ✓\n  - B") == true)
    }

    @Test func anInterruptedRunQuitsTheAppSoItSaves() async throws {
        var steps = 0
        let request = DriveRequest(
            app: .todo, dataDirectory: directory.path, script: "tap \"Add\"\ntype \"Kept\"\ntap \"Save\"\nscreen")
        var errors: [String] = []
        let status = await DriveRunner.run(
            request,
            isInterrupted: {
                steps += 1
                return steps > 3
            },
            output: { _ in }, errorOutput: { errors.append($0) })
        #expect(status == 130)
        #expect(errors.first?.contains("interrupted before line 4") == true)
        let data = try Data(contentsOf: directory.appendingPathComponent("items.json"))
        #expect(String(decoding: data, as: UTF8.self).contains("Kept"))
    }

    @Test func theDataDirectoryIsUsedAndTheListIsSavedOnQuit() async throws {
        let (status, _, _) = await drive("tap \"Add\"\ntype \"Saved\"\ntap \"Save\"")
        #expect(status == 0)
        let data = try Data(contentsOf: directory.appendingPathComponent("items.json"))
        #expect(String(decoding: data, as: UTF8.self).contains("Saved"))
    }

    @Test func aListLockedByAnotherProcessStopsTheAppWithAClearMessage() async throws {
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        let lockHolder = try heldLock(on: directory.appendingPathComponent("items.json"))
        defer { lockHolder.terminate() }
        let (status, _, errors) = await drive("screen")
        #expect(status == 1)
        #expect(errors.first?.contains("open in another apparch process") == true)
    }

    /// Starts a separate process that holds the lock on `document` (the lock is per process).
    private func heldLock(on document: URL) throws -> Process {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/flock")
        process.arguments = [document.appendingPathExtension("lock").path, "sleep", "30"]
        try process.run()
        for _ in 0..<200 {
            // NB: waits (at most 2 s) only for the helper process to take its lock, never for app code.
            if (try? String(
                contentsOf: URL(fileURLWithPath: "/proc/\(process.processIdentifier)/cmdline"), encoding: .utf8))?
                .contains("sleep") == true
            {
                break
            }
            usleep(10_000)
        }
        usleep(100_000)
        return process
    }
}
