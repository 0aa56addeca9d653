public import ViewKit

/// One step of a drive script; see ``ScriptParser`` for the language.
public enum ScriptStep: Equatable, Sendable {
    /// Tap the reachable element whose title, label or identifier is the text.
    case tap(String)
    /// Select the table row whose text contains the text.
    case select(String)
    /// Swipe-to-delete the row whose text contains the text.
    case delete(String)
    /// Replace the text of the focused field, or of the named field.
    case type(String, into: String?)
    /// Press return in the focused field.
    case submit
    /// Set the named slider to a value.
    case slide(String, Double)
    /// Tap the top navigation bar's back button.
    case back
    /// Pull to refresh the table on screen.
    case refresh
    /// Advance the virtual clock by seconds.
    case wait(Double)
    /// Change the window's size class.
    case size(SizeClass)
    /// Save restorable state, quit, launch again on the same data and restore.
    case restart
    /// Print the snapshot.
    case screen
    /// Fail unless the snapshot contains the text.
    case expect(String)
    /// Fail if the snapshot contains the text.
    case expectNot(String)
    /// Print the wall time since the last lap (or since the first step), with the label: the steps
    /// between, each with the wait for the app to settle, timed from a script.
    case lap(String)
}

/// A parsed step with the line it came from and its source text.
public struct ScriptLine: Equatable, Sendable {
    /// The 1-based line number.
    public let number: Int
    /// The line as written, trimmed.
    public let source: String
    /// The step.
    public let step: ScriptStep

    /// Creates a line.
    public init(number: Int, source: String, step: ScriptStep) {
        self.number = number
        self.source = source
        self.step = step
    }
}
