import ArgumentParser
import Foundation
import Testing

@testable import AppArchCLI

/// `--token-file` and `APPARCH_TOKEN` keep the token out of the process list; the file must be the
/// owner's alone.
@Suite struct TokenSourceTests {
    /// Letters and digits only, so both `serve` and `api recordings` accept it.
    static let token = "FileToken0123456789"

    /// A file holding `text` with `permissions`, in a folder removed afterwards.
    func withFile(_ text: String, permissions: Int, _ body: (String) throws -> Void) throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("token-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let file = folder.appendingPathComponent("token").path
        #expect(FileManager.default.createFile(atPath: file, contents: Data(text.utf8)))
        try FileManager.default.setAttributes([.posixPermissions: permissions], ofItemAtPath: file)
        try body(file)
    }

    @Test func aPrivateFileGivesItsTokenWithoutOneTrailingNewline() throws {
        for text in [Self.token, Self.token + "\n", Self.token + "\r\n"] {
            try withFile(text, permissions: 0o600) { path in
                let token = try TokenSource.resolve(token: nil, tokenFile: path, environment: [:])
                #expect(token == Self.token)
            }
        }
        try withFile(Self.token + "\n\n", permissions: 0o400) { path in
            let token = try TokenSource.read(file: path)
            #expect(token == Self.token + "\n", "only one newline is trimmed")
        }
    }

    @Test func aFileOtherUsersCanReadIsRefusedWithWhatToDo() throws {
        for permissions in [0o644, 0o640, 0o604, 0o660] {
            try withFile(Self.token, permissions: permissions) { path in
                let error = #expect(throws: CLIError.self) { try TokenSource.read(file: path) }
                #expect(error?.message.contains("chmod 600 \(path)") == true, "\(String(permissions, radix: 8))")
            }
        }
    }

    @Test func anEmptyMissingOrSpecialFileIsRefused() throws {
        for text in ["", "\n"] {
            try withFile(text, permissions: 0o600) { path in
                let error = #expect(throws: CLIError.self) { try TokenSource.read(file: path) }
                #expect(error?.message.contains("is empty") == true)
            }
        }
        #expect(throws: CLIError.self) { try TokenSource.read(file: "/nonexistent/token") }
        #expect(throws: CLIError.self) { try TokenSource.read(file: FileManager.default.temporaryDirectory.path) }
    }

    @Test func theEnvironmentVariableGivesTheTokenLast() throws {
        let environment = [TokenSource.environmentVariable: "env-token-0123456789"]
        #expect(try TokenSource.resolve(token: nil, tokenFile: nil, environment: environment) == "env-token-0123456789")
        #expect(
            try TokenSource.resolve(token: "flag-token-0123456789", tokenFile: nil, environment: environment)
                == "flag-token-0123456789")
        #expect(try TokenSource.resolve(token: nil, tokenFile: nil, environment: [:]) == nil)
        #expect(throws: CLIError.self) {
            try TokenSource.resolve(token: nil, tokenFile: nil, environment: [TokenSource.environmentVariable: ""])
        }
        #expect(throws: CLIError.self) { try TokenSource.resolve(token: "a", tokenFile: "b", environment: [:]) }
    }

    @Test func serveAndTheRecordingsAPITakeATokenFileAndSayWhyInTheirHelp() throws {
        try withFile(Self.token + "\n", permissions: 0o600) { path in
            let serve = try #require(
                try AppArchCommand.parseAsRoot(["serve", "todo", "--token-file", path]) as? ServeCommand)
            #expect(try serve.givenToken() == Self.token)
            let api = try #require(
                try AppArchCommand.parseAsRoot(["api", "recordings", "--token-file", path]) as? APICommand)
            #expect(try api.givenToken() == Self.token)
        }
        try withFile(Self.token, permissions: 0o644) { path in
            #expect(throws: (any Error).self) {
                try AppArchCommand.parseAsRoot(["serve", "todo", "--token-file", path])
            }
            #expect(throws: (any Error).self) {
                try AppArchCommand.parseAsRoot(["api", "recordings", "--token-file", path])
            }
        }
        for command in [ServeCommand.self, APICommand.self] as [any ParsableCommand.Type] {
            let help = AppArchCommand.helpMessage(for: command, columns: 1000)
            #expect(help.contains("--token-file"))
            #expect(help.contains("process list"))
        }
    }
}
