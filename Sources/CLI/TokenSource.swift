import Foundation

/// Where a server's access token comes from, in order: `--token` (on the command line, so visible to
/// every local user through the process list), `--token-file PATH` (a file only its owner can read), or
/// the `APPARCH_TOKEN` environment variable (private to the process and its owner); none of them means a
/// random token.
enum TokenSource {
    /// The environment variable that holds a token.
    static let environmentVariable = "APPARCH_TOKEN"

    /// The most bytes a token file may hold.
    static let maximumFileSize = 4096

    /// What `--token`'s help adds: why the other two ways exist.
    static let visibilityNote =
        "Visible to every local user in the process list (ps, /proc/<pid>/cmdline): prefer --token-file or "
        + "\(environmentVariable)."

    /// The token the options and `environment` give, or nil when none does.
    ///
    /// - Throws: ``CLIError`` when both `--token` and `--token-file` are given, when the file cannot be
    ///   used (see ``read(file:)``), or when the environment variable is set but empty.
    static func resolve(
        token: String?, tokenFile: String?, environment: [String: String]
    ) throws(CLIError)
        -> String?
    {
        if token != nil, tokenFile != nil { throw CLIError("give --token or --token-file, not both") }
        if let token { return token }
        if let tokenFile { return try read(file: tokenFile) }
        guard let value = environment[environmentVariable] else { return nil }
        guard !value.isEmpty else {
            throw CLIError("\(environmentVariable) is set but empty; set it to the token, or unset it for a random one")
        }
        return value
    }

    /// The token in the file at `path`: a regular file that neither its group nor other users can read or
    /// write (mode 0600 or stricter), without one trailing newline (`\n` or `\r\n`), not empty.
    ///
    /// - Throws: ``CLIError`` saying what to do when the file is missing, not a regular file, open to other
    ///   users, longer than ``maximumFileSize`` bytes, or empty.
    static func read(file path: String) throws(CLIError) -> String {
        let attributes: [FileAttributeKey: Any]
        do {
            attributes = try FileManager.default.attributesOfItem(atPath: path)
        } catch {
            throw CLIError("--token-file \(path) cannot be read: \(error.localizedDescription)")
        }
        // NB: a symbolic link is not followed (it is refused as not a regular file).
        guard attributes[.type] as? FileAttributeType == .typeRegular,
            let handle = FileHandle(forReadingAtPath: path)
        else {
            throw CLIError("--token-file \(path) is not a regular file; write the token into a file of its own")
        }
        defer { try? handle.close() }
        let permissions = (attributes[.posixPermissions] as? NSNumber)?.intValue ?? 0o777
        guard permissions & 0o077 == 0 else {
            throw CLIError(
                "--token-file \(path) can be read or written by other users (mode \(String(permissions, radix: 8))); "
                    + "run chmod 600 \(path)")
        }
        let data: Data
        do {
            data = try handle.read(upToCount: maximumFileSize + 1) ?? Data()
        } catch {
            throw CLIError("--token-file \(path) cannot be read: \(error.localizedDescription)")
        }
        guard data.count <= maximumFileSize else {
            throw CLIError(
                "--token-file \(path) is longer than \(maximumFileSize) bytes; it should hold the token only")
        }
        var text = String(decoding: data, as: UTF8.self)
        // NB: "\r\n" is one Character, so one removeLast drops either ending.
        if text.hasSuffix("\r\n") || text.hasSuffix("\n") { text.removeLast() }
        guard !text.isEmpty else { throw CLIError("--token-file \(path) is empty; write the token into it") }
        return text
    }
}
