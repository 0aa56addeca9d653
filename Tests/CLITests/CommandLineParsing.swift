import AppArchCLI
import ArgumentParser

/// The error `apparch` reports for `arguments` while it parses and validates them (nothing runs), or nil
/// when they parse.
func parseError(_ arguments: [String]) -> (any Error)? {
    do {
        _ = try AppArchCommand.parseAsRoot(arguments)
        return nil
    } catch {
        return error
    }
}
