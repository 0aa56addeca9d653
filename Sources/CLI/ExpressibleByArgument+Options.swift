public import ArgumentParser
import Clocks
import KooberKit
import ViewKit

// The option values `drive` and `serve` read, each a closed set: the parser refuses any other value and
// names the ones there are, and `--help` lists them.

extension AppName: ExpressibleByArgument {
    /// Reads an app's name, ignoring case.
    public init?(argument: String) { self.init(named: argument) }
}

extension PatternName: ExpressibleByArgument {
    /// Reads a pattern's name, ignoring case.
    public init?(argument: String) { self.init(named: argument) }
}

extension ClocksHistoryMode: ExpressibleByArgument {}
extension KooberOptions.DependencyInjection: ExpressibleByArgument {}
extension KooberOptions.SessionStore: ExpressibleByArgument {}
extension KooberOptions.SignInVariant: ExpressibleByArgument {}
extension KooberOptions.SignInObservers: ExpressibleByArgument {}
extension SizeClass: ExpressibleByArgument {}
