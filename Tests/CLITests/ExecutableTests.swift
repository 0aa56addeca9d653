import Foundation
import Testing

/// Runs the built `apparch` binary end to end, as a person would from a shell.
struct ExecutableTests {
    private var binary: URL {
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [
            products, products.deletingLastPathComponent(),
            products.deletingLastPathComponent().deletingLastPathComponent(),
        ]
        return candidates.map { $0.appendingPathComponent("apparch") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
            ?? products.appendingPathComponent("apparch")
    }

    private func run(_ arguments: [String], input: String = "") throws -> (Int32, String, String) {
        let process = Process()
        process.executableURL = binary
        process.arguments = arguments
        let stdin = Pipe()
        let stdout = Pipe()
        let stderr = Pipe()
        process.standardInput = stdin
        process.standardOutput = stdout
        process.standardError = stderr
        try process.run()
        stdin.fileHandleForWriting.write(Data(input.utf8))
        try stdin.fileHandleForWriting.close()
        let out = stdout.fileHandleForReading.readDataToEndOfFile()
        let err = stderr.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return (process.terminationStatus, String(decoding: out, as: UTF8.self), String(decoding: err, as: UTF8.self))
    }

    @Test func theBinaryIsBuilt() {
        #expect(
            FileManager.default.isExecutableFile(atPath: binary.path), "build with `swift build --build-tests` first")
    }

    @Test func listPrintsTheApps() throws {
        let (status, output, _) = try run(["list"])
        #expect(status == 0)
        #expect(output.contains("todo"))
    }

    @Test func driveReadsTheScriptFromStandardInput() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("exe-\(UUID().uuidString)")
        let (status, output, _) = try run(
            ["drive", "todo", "--data-dir", directory.path],
            input: "tap \"Add\"\ntype \"From stdin\"\nsubmit\nscreen\n")
        #expect(status == 0)
        #expect(output.contains("- From stdin"))
    }

    @Test func driveExitsOneOnAFailingStepAndTwoOnAParseError() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("exe-\(UUID().uuidString)")
        let (failed, failedOutput, _) = try run(
            ["drive", "todo", "--data-dir", directory.path], input: "expect \"Nope\"\n")
        #expect(failed == 1)
        #expect(failedOutput.hasPrefix("line 1: expect \"Nope\""))
        let (unparsable, _, errors) = try run(["drive", "todo", "--data-dir", directory.path], input: "\n\nhop\n")
        #expect(unparsable == 2)
        #expect(errors.contains("line 3"))
    }

    @Test func driveRefusesAnOptionTheAppDoesNotTakeWithStatusTwo() throws {
        let (status, output, errors) = try run(["drive", "koober", "--time-travel"])
        #expect(status == 2)
        #expect(output.isEmpty)
        #expect(
            errors
                == "error: --time-travel applies to recordings --pattern mvcvs only, not to koober --pattern mvvm; "
                + "drop --time-travel\n")
    }

    @Test func helpDescribesTheScriptLanguage() throws {
        let (status, output, _) = try run(["drive", "--help"])
        #expect(status == 0)
        #expect(output.contains("expect-not"))
    }
}
