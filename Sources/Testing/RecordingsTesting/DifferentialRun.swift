import Foundation
import RecordingsCore
public import ScriptHost
import Services
import TestSupport
public import ViewKit

/// A differential test across patterns: a seeded random sequence of what a person can do, chosen from
/// what the screen offers at each step, played against every pattern on the same data, with identical
/// screens required after every step.
///
/// The steps are `apparch drive` steps, so a failure is reported as a script that reproduces it; the
/// sequence is shrunk first (steps are removed while the difference remains).
///
/// ```swift
/// let run = DifferentialRun(patterns: [mvc, tea], seed: 7, length: 30)
/// if let failure = try run.play() { Issue.record(Comment(rawValue: failure.report)) }
/// ```
@MainActor
public struct DifferentialRun {
    /// The patterns compared; the first one's screen chooses the steps.
    public let patterns: [AppPattern]
    /// The seed of the sequence.
    public let seed: UInt64
    /// How many steps the sequence has.
    public let length: Int

    /// A difference between patterns, with the shortest sequence found that shows it.
    public struct Failure: Error, CustomStringConvertible {
        /// The seed of the sequence that found it.
        public let seed: UInt64
        /// The shrunk steps, as a drive script.
        public let script: String
        /// What differed after the last step: each pattern's screen or error.
        public let outcomes: [(pattern: String, outcome: String)]

        /// The shrunk steps.
        public let steps: [ScriptStep]

        /// The failure as a report: the seed, the script, and the patterns' outcomes.
        public var report: String {
            var text = "Patterns differ (seed \(seed)). Reproduce with `apparch drive recordings --pattern P` and:\n"
            text += script + "\n"
            for (pattern, outcome) in outcomes { text += "--- \(pattern):\n\(outcome)\n" }
            return text
        }

        public var description: String { report }
    }

    /// Creates a run.
    public init(patterns: [AppPattern], seed: UInt64, length: Int) {
        self.patterns = patterns
        self.seed = seed
        self.length = length
    }

    /// Plays the sequence; nil when every pattern showed the same screen after every step.
    ///
    /// - Throws: when a pattern cannot be launched on the fixture.
    public func play() throws -> Failure? {
        var generator = SeededGenerator(seed: seed)
        let sessions = try Sessions(patterns: patterns)
        defer { sessions.tearDown() }
        var steps: [ScriptStep] = []
        for _ in 0..<length {
            let step = Self.chooseStep(on: sessions.reference.window, using: &generator)
            steps.append(step)
            if sessions.perform(step) != nil {
                let shrunk = try shrink(steps)
                return try failure(for: shrunk)
            }
        }
        return nil
    }

    /// The steps the sequence chooses, played against the first pattern alone: the steps ``play()``
    /// plays when the patterns agree.
    ///
    /// - Throws: when the pattern cannot be launched on the fixture.
    public func chosenSteps() throws -> [ScriptStep] {
        var generator = SeededGenerator(seed: seed)
        let sessions = try Sessions(patterns: Array(patterns.prefix(1)))
        defer { sessions.tearDown() }
        var steps: [ScriptStep] = []
        for _ in 0..<length {
            let step = Self.chooseStep(on: sessions.reference.window, using: &generator)
            steps.append(step)
            _ = sessions.perform(step)
        }
        return steps
    }

    // MARK: Shrinking

    /// Removes steps while the patterns still differ at the end of the sequence.
    private func shrink(_ steps: [ScriptStep]) throws -> [ScriptStep] {
        var current = steps
        var index = 0
        while index < current.count - 1 {
            var candidate = current
            candidate.remove(at: index)
            if try differs(candidate) {
                current = candidate
            } else {
                index += 1
            }
        }
        return current
    }

    private func differs(_ steps: [ScriptStep]) throws -> Bool {
        let sessions = try Sessions(patterns: patterns)
        defer { sessions.tearDown() }
        for step in steps where sessions.perform(step) != nil { return true }
        return false
    }

    private func failure(for steps: [ScriptStep]) throws -> Failure {
        let sessions = try Sessions(patterns: patterns)
        defer { sessions.tearDown() }
        var outcomes: [(String, String)] = []
        for step in steps {
            if let differing = sessions.perform(step) {
                outcomes = differing
                break
            }
        }
        return Failure(
            seed: seed, script: steps.map(Self.scriptLine).joined(separator: "\n"), outcomes: outcomes, steps: steps)
    }

    // MARK: Choosing steps

    /// Names that probe sorting, validation and text handling: duplicates, spaces, case, accents (both
    /// Unicode forms), emoji and names at and over the length limit.
    static let names = [
        "Ideas", "Ideas", "ideas", "IDEAS", "  Padded  ", "   ", "", "Café", "Cafe\u{301}", "🎙 Take", "Zebra", "a",
        String(repeating: "L", count: Item.maximumNameLength),
        String(repeating: "M", count: Item.maximumNameLength + 1),
    ]

    /// One step a person could take on `window` now.
    static func chooseStep(on window: Window, using generator: inout SeededGenerator) -> ScriptStep {
        var choices: [ScriptStep] = []
        func visit(_ node: RenderNode, hidden: Bool) {
            let hidden = hidden || node.has(.hidden)
            let usable = !hidden && !node.has(.inert) && !node.has(.disabled) && !node.has(.offscreen)
            if usable {
                switch node.content {
                case .row(let row) where !row.text.isEmpty:
                    choices.append(.select(row.text))
                    if node.has(.deletable) { choices.append(.delete(row.text)) }
                case .barButton(let title, _, _):
                    if let name = node.label ?? title { choices.append(.tap(name)) }
                case .button(let title, _) where !title.isEmpty:
                    choices.append(.tap(title))
                case .alertAction(let title):
                    choices.append(.tap(title))
                    choices.append(.tap(title))
                case .textField(_, let placeholder):
                    if let field = node.label ?? placeholder {
                        let name = names[Int(generator.next() % UInt64(names.count))]
                        choices.append(.type(name, into: field))
                        choices.append(.type(name, into: field))
                    }
                case .slider(_, let minimum, let maximum) where maximum > minimum:
                    if let label = node.label {
                        let fraction = Double(generator.next() % 101) / 100
                        choices.append(
                            .slide(label, ((minimum + (maximum - minimum) * fraction) * 100).rounded() / 100))
                    }
                case .backButton:
                    choices.append(.back)
                default:
                    break
                }
            }
            for child in node.children { visit(child, hidden: hidden) }
        }
        visit(window.renderTree(), hidden: false)
        let focused = window.renderTree().first(where: { $0.has(.focused) })
        if focused != nil { choices.append(.submit) }
        // An edit of the player's name left without return (going back, selecting another recording,
        // changing the window's size) is a draft that every pattern drops the same way; these steps are
        // chosen twice as often while that field has the focus, so the sequences leave such edits often.
        if let focused, focused.label == RecordingsStrings.name {
            let leaving = choices.filter { step in
                switch step {
                case .back, .select: true
                default: false
                }
            }
            choices += leaving + [.size(window.sizeClass == .compact ? .regular : .compact)]
        }
        choices.append(.wait(Double(generator.next() % 30 + 1) / 10))
        choices.append(.size(window.sizeClass == .compact ? .regular : .compact))
        if generator.next() % 4 == 0 { choices.append(.restart) }
        return choices[Int(generator.next() % UInt64(choices.count))]
    }

    /// The step as a line of a drive script.
    public static func scriptLine(_ step: ScriptStep) -> String {
        let quoted = ScriptParser.quoted
        switch step {
        case .tap(let text): return "tap \(quoted(text))"
        case .select(let text): return "select \(quoted(text))"
        case .delete(let text): return "delete \(quoted(text))"
        case .type(let text, let field): return "type \(quoted(text))" + (field.map { " into \(quoted($0))" } ?? "")
        case .submit: return "submit"
        case .slide(let name, let value): return "slide \(quoted(name)) \(value)"
        case .back: return "back"
        case .refresh: return "refresh"
        case .wait(let seconds): return "wait \(seconds)"
        case .size(let sizeClass): return "size \(sizeClass.rawValue)"
        case .restart: return "restart"
        case .screen: return "screen"
        case .expect(let text): return "expect \(quoted(text))"
        case .expectNot(let text): return "expect-not \(quoted(text))"
        case .lap(let label): return "lap \(quoted(label))"
        }
    }
}

/// One drive session per pattern, each on its own copy of the fixture, its own clock and simulated audio.
@MainActor
final class Sessions {
    let sessions: [(pattern: AppPattern, session: DriverSession, directory: URL)]

    var reference: DriverSession { sessions[0].session }

    init(patterns: [AppPattern]) throws {
        var made: [(AppPattern, DriverSession, URL)] = []
        for pattern in patterns {
            let directory = FileManager.default.temporaryDirectory
                .appendingPathComponent("recordings-differential-\(pattern.name)-\(UUID().uuidString)")
            try RecordingsHarness.writeFixture(in: directory)
            let clock = VirtualClock()
            let environment = AppEnvironment(
                dataDirectory: directory, clock: clock, audio: SimulatedAudioBackend(clock: clock))
            made.append(
                (pattern, try DriverSession(pattern: pattern, environment: environment, clock: clock), directory))
        }
        sessions = made
    }

    /// Performs `step` in every session; the patterns' outcomes when they differ, nil when they agree.
    func perform(_ step: ScriptStep) -> [(pattern: String, outcome: String)]? {
        let outcomes = sessions.map { entry -> (pattern: String, outcome: String) in
            let outcome: String
            do {
                try entry.session.perform(step, output: { _ in })
                outcome = entry.session.snapshot()
            } catch {
                // NB: a step both patterns refuse is the same to the person, whatever words the refusal uses
                // (an element hidden in one pattern is absent in another); the reason is kept for the report.
                outcome = "refused\n\(entry.session.snapshot())\n(\(error))"
            }
            return (entry.pattern.name, outcome)
        }
        let first = outcomes[0].outcome
        return outcomes.allSatisfy({ Self.normalized($0.outcome) == Self.normalized(first) }) ? nil : outcomes
    }

    /// The outcome without what legitimately differs between patterns: the wording of a refusal.
    static func normalized(_ outcome: String) -> String {
        guard outcome.hasPrefix("refused\n"), let reason = outcome.range(of: "\n(", options: .backwards) else {
            return outcome
        }
        return String(outcome[..<reason.lowerBound])
    }

    func tearDown() {
        for entry in sessions {
            entry.session.quit()
            try? FileManager.default.removeItem(at: entry.directory)
        }
    }
}
