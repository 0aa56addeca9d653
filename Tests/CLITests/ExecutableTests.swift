import Foundation
import Testing

/// Runs the built `apparch` binary end to end, as a person would from a shell.
struct ExecutableTests {
    private var binary: URL { ApparchProcess.binary }

    private func run(_ arguments: [String], input: String = "") throws -> (Int32, String, String) {
        let result = try ApparchProcess.run(arguments, input: input)
        return (result.status, result.output, result.errors)
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
