import Foundation

/// Writes log lines to the process's standard error, so standard output carries only `drive`'s screens.
enum FileHandleWriter {
    /// Writes `line` and a newline to standard error.
    static func standardError(_ line: String) {
        FileHandle.standardError.write(Data((line + "\n").utf8))
    }
}
