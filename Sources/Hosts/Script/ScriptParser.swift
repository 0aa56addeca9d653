import Foundation
import ViewKit

/// Parses drive scripts: one step per line; blank lines and `#` comments are ignored; strings are in
/// double quotes, with `\"` for a quote and `\\` for a backslash.
///
/// | step | meaning |
/// |---|---|
/// | `tap "T"` | tap the button, bar item, row, alert action, segment or control titled, labelled or identified T |
/// | `select "T"` | select the row whose text contains T |
/// | `delete "T"` | swipe-to-delete the row whose text contains T |
/// | `type "X"` / `type "X" into "F"` | replace the focused (or named) field's text with X |
/// | `submit` | press return in the focused field |
/// | `slide "T" V` | set slider T to V |
/// | `back` | tap the back button |
/// | `wait S` | advance the virtual clock by S seconds |
/// | `size compact` / `size regular` | change the window's size class |
/// | `restart` | quit and relaunch on the same data, restoring state |
/// | `screen` | print the snapshot |
/// | `expect "T"` / `expect-not "T"` | fail unless / if the snapshot contains T |
/// | `lap "T"` | print T and the wall time since the last lap (or since the first step) |
public enum ScriptParser {
    /// Parses `text` into steps.
    ///
    /// - Throws: ``ScriptParseError`` for the first line that is not a valid step.
    public static func parse(_ text: String) throws(ScriptParseError) -> [ScriptLine] {
        var result: [ScriptLine] = []
        for (offset, rawLine) in text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline).enumerated()
        {
            let line = rawLine.trimmingCharacters(in: .whitespacesAndNewlines)
            guard !line.isEmpty, !line.hasPrefix("#") else { continue }
            let number = offset + 1
            do {
                let step = try parseStep(line)
                result.append(ScriptLine(number: number, source: line, step: step))
            } catch {
                throw ScriptParseError(line: number, reason: error.reason)
            }
        }
        return result
    }

    /// `text` as a quoted string of the script language (`\"` for a quote, `\\` for a backslash), which
    /// ``parse(_:)`` reads back as `text`.
    public static func quoted(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }

    private struct Problem: Error {
        let reason: String
    }

    private enum Token: Equatable {
        case word(String)
        case string(String)
    }

    private static func parseStep(_ line: String) throws(Problem) -> ScriptStep {
        let tokens = try tokenize(line)
        guard case .word(let verb)? = tokens.first else {
            throw Problem(reason: "a step starts with a command such as tap, type or expect")
        }
        let arguments = Array(tokens.dropFirst())
        switch verb {
        case "tap": return .tap(try string(arguments, verb: verb))
        case "select": return .select(try string(arguments, verb: verb))
        case "delete": return .delete(try string(arguments, verb: verb))
        case "expect": return .expect(try string(arguments, verb: verb))
        case "expect-not": return .expectNot(try string(arguments, verb: verb))
        case "lap": return .lap(try string(arguments, verb: verb))
        case "type":
            if arguments.count == 1, case .string(let text) = arguments[0] { return .type(text, into: nil) }
            if arguments.count == 3, case .string(let text) = arguments[0], arguments[1] == .word("into"),
                case .string(let field) = arguments[2]
            {
                return .type(text, into: field)
            }
            throw Problem(reason: "type takes a quoted text, optionally followed by into \"Field\"")
        case "slide":
            guard arguments.count == 2, case .string(let name) = arguments[0], case .word(let word) = arguments[1],
                let value = Double(word), value.isFinite
            else { throw Problem(reason: "slide takes a quoted slider name and a number, e.g. slide \"Progress\" 2.5") }
            return .slide(name, value)
        case "wait":
            guard arguments.count == 1, case .word(let word) = arguments[0], let seconds = Double(word),
                seconds.isFinite, seconds >= 0
            else { throw Problem(reason: "wait takes a number of seconds, e.g. wait 3") }
            return .wait(seconds)
        case "size":
            guard arguments.count == 1, case .word(let word) = arguments[0], let sizeClass = SizeClass(rawValue: word)
            else { throw Problem(reason: "size takes compact or regular") }
            return .size(sizeClass)
        case "submit", "back", "refresh", "restart", "screen":
            guard arguments.isEmpty else { throw Problem(reason: "\(verb) takes no arguments") }
            switch verb {
            case "submit": return .submit
            case "back": return .back
            case "refresh": return .refresh
            case "restart": return .restart
            default: return .screen
            }
        default:
            throw Problem(
                reason:
                    "unknown command \"\(verb)\"; use tap, select, delete, type, submit, slide, back, refresh, wait, "
                    + "size, restart, screen, expect, expect-not or lap")
        }
    }

    private static func string(_ arguments: [Token], verb: String) throws(Problem) -> String {
        guard arguments.count == 1, case .string(let text) = arguments[0] else {
            throw Problem(reason: "\(verb) takes one quoted text, e.g. \(verb) \"Save\"")
        }
        return text
    }

    private static func tokenize(_ line: String) throws(Problem) -> [Token] {
        var tokens: [Token] = []
        var index = line.startIndex
        while index < line.endIndex {
            let character = line[index]
            if character == " " || character == "\t" {
                index = line.index(after: index)
            } else if character == "\"" {
                var text = ""
                index = line.index(after: index)
                var closed = false
                while index < line.endIndex {
                    let next = line[index]
                    if next == "\\" {
                        let escaped = line.index(after: index)
                        guard escaped < line.endIndex else { break }
                        text.append(line[escaped])
                        index = line.index(after: escaped)
                    } else if next == "\"" {
                        closed = true
                        index = line.index(after: index)
                        break
                    } else {
                        text.append(next)
                        index = line.index(after: index)
                    }
                }
                guard closed else { throw Problem(reason: "a quoted text is not closed with \"") }
                tokens.append(.string(text))
            } else {
                let start = index
                while index < line.endIndex, line[index] != " ", line[index] != "\t", line[index] != "\"" {
                    index = line.index(after: index)
                }
                tokens.append(.word(String(line[start..<index])))
            }
        }
        return tokens
    }
}
