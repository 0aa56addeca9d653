import Foundation

/// Runs the built `apparch` binary as a child process, as a person runs it from a shell.
struct ApparchProcess {
    /// The binary beside the test bundle (built by `swift build --build-tests`).
    static var binary: URL {
        let products = URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent()
        let candidates = [
            products, products.deletingLastPathComponent(),
            products.deletingLastPathComponent().deletingLastPathComponent(),
        ]
        return candidates.map { $0.appendingPathComponent("apparch") }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
            ?? products.appendingPathComponent("apparch")
    }

    /// What a finished run printed and its exit status.
    struct Result {
        var status: Int32
        var output: String
        var errors: String
    }

    /// Runs `apparch arguments` with `input` on standard input and waits for it to exit.
    static func run(_ arguments: [String], input: String = "") throws -> Result {
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
        return Result(
            status: process.terminationStatus, output: String(decoding: out, as: UTF8.self),
            errors: String(decoding: err, as: UTF8.self))
    }
}
