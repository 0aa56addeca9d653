import Foundation
import Testing

/// State restoration across launches with real processes: one `apparch drive` ends, the next one on the
/// same data folder starts where it left off (the issue's acceptance), unless `--fresh`.
struct RestorationProcessTests {
    let directory = FileManager.default.temporaryDirectory.appendingPathComponent("cli-restore-\(UUID().uuidString)")

    private func drive(_ arguments: [String], _ script: String) throws -> ApparchProcess.Result {
        try ApparchProcess.run(["drive"] + arguments + ["--data-dir", directory.path], input: script)
    }

    static let playWelcome = """
        select "Welcome"
        tap "Play"
        wait 1
        """

    @Test(
        "The next drive shows the player paused, and the folder with the mini player",
        arguments: [
            "mvc", "mvvmc", "mvvm", "mvcvs", "mavb", "tea", "mvc-coordinator", "mvc-displaystate", "mvc-bindings",
            "mvc-declarative",
        ])
    func theNextDriveRestoresThePlayerAndTheMiniPlayer(pattern: String) throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let options = ["recordings", "--pattern", pattern, "--sample"]
        let first = try drive(options, Self.playWelcome)
        #expect(first.status == 0, "\(first.errors)")
        #expect(FileManager.default.fileExists(atPath: directory.appendingPathComponent("restoration.json").path))

        let second = try drive(options, "screen\nback\nscreen\n")
        #expect(second.status == 0, "\(second.errors)")
        #expect(!second.errors.contains("restoration.json"), "\(second.errors)")
        let screens: [String] = Array(second.output.components(separatedBy: "window compact").dropFirst())
        try #require(screens.count == 2, "\(second.output)")
        #expect(screens[0].contains(#"nav "Welcome""#), "\(screens[0])")
        #expect(screens[0].contains(#"field "Name": Welcome"#))
        #expect(screens[0].contains("(Play)") && !screens[0].contains("(Pause)"), "paused: \(screens[0])")
        #expect(screens[1].contains(#"nav "Recordings""#), "\(screens[1])")
        #expect(screens[1].contains("Now Playing: (Welcome)  (Play)"), "\(screens[1])")
    }

    @Test func theNextClocksDriveShowsTheSelectedTimezone() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let first = try drive(["clocks", "--sample"], "select \"London\"\nexpect \"Europe/London\"\n")
        #expect(first.status == 0, "\(first.output) \(first.errors)")
        let second = try drive(["clocks"], "screen\n")
        #expect(second.status == 0, "\(second.errors)")
        #expect(second.output.contains(#"nav "London""#), "\(second.output)")
        #expect(second.output.contains("Europe/London"))
    }

    @Test func freshStartsAtTheFirstScreenAndItsEndIsWhatTheNextDriveRestores() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let options = ["recordings", "--pattern", "tea", "--sample"]
        #expect(try drive(options, Self.playWelcome).status == 0)
        let fresh = try drive(options + ["--fresh"], "screen\nselect \"Song Ideas\"\n")
        #expect(fresh.status == 0, "\(fresh.errors)")
        #expect(fresh.output.contains(#"nav "Recordings""#), "\(fresh.output)")
        #expect(!fresh.output.contains("Now Playing"))
        let next = try drive(options, "screen\n")
        #expect(next.output.contains(#"nav "Song Ideas""#), "\(next.output)")
    }

    @Test func aGarbageRestorationFileIsKeptAsideWithAMessageAndTheScriptStillRuns() throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        let options = ["recordings", "--pattern", "mvc", "--sample"]
        #expect(try drive(options, Self.playWelcome).status == 0)
        let file = directory.appendingPathComponent("restoration.json")
        try Data("{ garbage".utf8).write(to: file)
        let next = try drive(options, "screen\n")
        #expect(next.status == 0)
        #expect(next.output.contains(#"nav "Recordings""#), "\(next.output)")
        let kept = try FileManager.default.contentsOfDirectory(atPath: directory.path)
            .filter { $0.hasPrefix("restoration.json.unreadable-") }
        try #require(kept.count == 1, "\(kept)")
        #expect(next.errors.contains(directory.appendingPathComponent(kept[0]).path), "\(next.errors)")
        #expect(try Data(contentsOf: directory.appendingPathComponent(kept[0])) == Data("{ garbage".utf8))
        // The run saved its own state in the file's place.
        #expect(FileManager.default.fileExists(atPath: file.path))
    }

    @Test func aDriveStoppedBySIGTERMSavesItsStateForTheNextOne() async throws {
        defer { try? FileManager.default.removeItem(at: directory) }
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        // The rename tells the test the player is on screen (the store is saved before anything else
        // happens); the waits after it last minutes, so the signal arrives in the middle of them.
        let script = directory.appendingPathComponent("long.txt")
        let steps = Self.playWelcome + "\ntype \"Welcome!\" into \"Name\"\nsubmit\n"
        try Data((steps + String(repeating: "wait 1000\n", count: 20_000)).utf8).write(to: script)
        let process = Process()
        process.executableURL = ApparchProcess.binary
        process.arguments = [
            "drive", "recordings", "--pattern", "mvvm", "--sample", "--data-dir", directory.path, "--script",
            script.path,
        ]
        let stderr = Pipe()
        process.standardError = stderr
        process.standardOutput = FileHandle.nullDevice
        try process.run()
        defer { if process.isRunning { kill(process.processIdentifier, SIGKILL) } }
        let store = directory.appendingPathComponent("store.json")
        func renamed() -> Bool {
            (try? String(contentsOf: store, encoding: .utf8))?.contains("Welcome!") == true
        }
        for _ in 0..<600 where !renamed() {
            try await Task.sleep(for: .milliseconds(50))
        }
        process.terminate()
        for _ in 0..<600 where process.isRunning {
            try await Task.sleep(for: .milliseconds(50))
        }
        if process.isRunning {
            kill(process.processIdentifier, SIGKILL)
            Issue.record("drive did not stop on SIGTERM")
            return
        }
        let errors = String(decoding: stderr.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        #expect(process.terminationStatus == 130, "\(errors)")
        #expect(errors.contains("the app quit and saved"), "\(errors)")
        let next = try drive(["recordings", "--pattern", "mvvm"], "screen\n")
        #expect(next.output.contains(#"nav "Welcome!""#), "\(next.output)")
        #expect(next.output.contains("(Play)"), "paused: \(next.output)")
    }
}
