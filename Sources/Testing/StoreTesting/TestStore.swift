public import Testing

/// An exhaustive tester for unidirectional stores (the idea of TCA's `TestStore`): send an action, state
/// the exact change it makes, and the test fails on any change, effect or fed-back action it did not
/// assert.
///
/// One core serves every framework whose step is a pure function `(inout State, Action) -> [Effect]`: a
/// TEA `update` (effects are command values, compared with `==`), a Redux reducer with
/// its effects, a view-state store's mutation. A framework's adapter only supplies that function and,
/// optionally, which actions an effect feeds back (`feedback`).
///
/// ```swift
/// let store = TestStore(AppState(rootFolder: root)) { state, message in state.update(message) }
/// store.send(.selectFolder(folder1)) { $0.folders = [root, folder1] }
/// store.send(.createFolder(" Ideas "))
/// store.assertEffects([.createFolder(name: "Ideas", parent: folder1)])
/// store.finish()
/// ```
///
/// In ``Exhaustivity/on`` mode (the default) the `assert` closure of ``send(_:assert:sourceLocation:)``
/// starts from the state *before* the action and must turn it into the state after it: a change it does
/// not state, or a wrong one, fails with a line diff of expected and actual. Every effect must be stated
/// with ``assertEffects(_:sourceLocation:)`` (or dropped with ``skipEffects()``) before the next action
/// and before ``finish(sourceLocation:)``, and every fed-back action must be processed with
/// ``receive(_:assert:sourceLocation:)``. In ``Exhaustivity/off`` mode the closure starts from the actual
/// new state, so it checks only what it states, and unasserted effects are let go.
///
/// Reentrancy: the tester runs one step at a time on the caller; it never runs effects itself.
@MainActor
public final class TestStore<State: Equatable, Action, Effect> {
    /// How strict the tester is.
    public enum Exhaustivity: Sendable {
        /// Every change, effect and fed-back action must be asserted.
        case on
        /// Only what the test states is checked.
        case off
    }

    /// The state after the last step.
    public private(set) var state: State
    /// How strict the tester is; may change between steps.
    public var exhaustivity: Exhaustivity
    /// The effects of the last steps that no assertion has consumed yet.
    public private(set) var pendingEffects: [Effect] = []
    /// The actions effects fed back that no ``receive(_:assert:sourceLocation:)`` has processed yet.
    public private(set) var pendingActions: [Action] = []

    private let step: (inout State, Action) -> [Effect]
    private let feedback: (Effect) -> [Action]

    /// Creates a tester.
    ///
    /// - Parameters:
    ///   - initialState: the state before the first action.
    ///   - exhaustivity: how strict the tester is (``Exhaustivity/on`` by default).
    ///   - feedback: the actions an effect sends back into the store (a TEA `send` command, a Redux
    ///     thunk's result); none by default.
    ///   - step: the store's pure step: it changes the state and returns the effects.
    public init(
        _ initialState: State,
        exhaustivity: Exhaustivity = .on,
        feedback: @escaping (Effect) -> [Action] = { _ in [] },
        step: @escaping (inout State, Action) -> [Effect]
    ) {
        state = initialState
        self.exhaustivity = exhaustivity
        self.step = step
        self.feedback = feedback
    }

    /// Processes `action` and checks the change it makes.
    ///
    /// - Parameters:
    ///   - action: the action to process.
    ///   - assert: turns the expected state before the action into the expected state after it (in
    ///     ``Exhaustivity/off`` mode: changes the actual new state only where the test states something);
    ///     nil when the action must change nothing.
    ///   - sourceLocation: where a failure is reported; the caller's line by default.
    public func send(
        _ action: Action,
        assert: ((inout State) throws -> Void)? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) {
        checkNothingPending(before: "sending \(describeAction(action))", sourceLocation: sourceLocation)
        run(action, assert: assert, sourceLocation: sourceLocation)
    }

    /// States exactly the effects produced since the last assertion, in order, and consumes them.
    public func assertEffects(
        _ expected: [Effect], sourceLocation: SourceLocation = #_sourceLocation
    ) where Effect: Equatable {
        if pendingEffects != expected {
            Issue.record(
                Comment(
                    rawValue: "The effects differ from the expected ones.\n"
                        + StateDiff.lines(expected: expected, actual: pendingEffects)),
                sourceLocation: sourceLocation)
        }
        pendingEffects = []
    }

    /// Consumes the pending effects without asserting them: for effects a test does not care about,
    /// said out loud.
    public func skipEffects() {
        pendingEffects = []
    }

    /// Processes an action that an effect fed back, which must be the oldest one pending, and checks the
    /// change it makes (see ``send(_:assert:sourceLocation:)``).
    public func receive(
        _ action: Action,
        assert: ((inout State) throws -> Void)? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) where Action: Equatable {
        guard let next = pendingActions.first else {
            Issue.record(
                Comment(rawValue: "Expected to receive \(describeAction(action)), but no effect fed back an action."),
                sourceLocation: sourceLocation)
            return
        }
        guard next == action else {
            Issue.record(
                Comment(
                    rawValue: "The next action fed back is \(describeAction(next)), not \(describeAction(action))."),
                sourceLocation: sourceLocation)
            return
        }
        pendingActions.removeFirst()
        if exhaustivity == .on, !pendingEffects.isEmpty {
            Issue.record(
                Comment(
                    rawValue: "\(pendingEffects.count) effect(s) were not asserted before receiving "
                        + "\(describeAction(action)): \(pendingEffects)"),
                sourceLocation: sourceLocation)
            pendingEffects = []
        }
        run(action, assert: assert, sourceLocation: sourceLocation)
    }

    /// Ends the test: fails on effects or fed-back actions nobody asserted (in ``Exhaustivity/on`` mode).
    public func finish(sourceLocation: SourceLocation = #_sourceLocation) {
        checkNothingPending(before: "finishing", sourceLocation: sourceLocation)
    }

    // MARK: Steps

    private func run(
        _ action: Action, assert: ((inout State) throws -> Void)?, sourceLocation: SourceLocation
    ) {
        var actual = state
        let effects = step(&actual, action)
        var expected = exhaustivity == .on ? state : actual
        do {
            try assert?(&expected)
        } catch {
            Issue.record(
                Comment(rawValue: "The assertion of \(describeAction(action)) threw \(error)."),
                sourceLocation: sourceLocation)
        }
        if expected != actual {
            let kind =
                exhaustivity == .on ? "The state changed differently than asserted" : "The asserted state is wrong"
            Issue.record(
                Comment(
                    rawValue: "\(kind) after \(describeAction(action)) (− expected, + actual):\n"
                        + StateDiff.lines(expected: expected, actual: actual)),
                sourceLocation: sourceLocation)
        }
        state = actual
        pendingEffects += effects
        pendingActions += effects.flatMap(feedback)
    }

    /// Adds `action` to the fed-back actions, as if an effect had sent it: for adapters whose side effects
    /// dispatch actions themselves (a Redux user-interactions object given ``ReduxTestDispatcher``).
    func feedBack(_ action: Action) {
        pendingActions.append(action)
    }

    private func checkNothingPending(before what: String, sourceLocation: SourceLocation) {
        guard exhaustivity == .on else {
            pendingEffects = []
            return
        }
        if !pendingEffects.isEmpty {
            Issue.record(
                Comment(
                    rawValue: "\(pendingEffects.count) effect(s) were not asserted before \(what): "
                        + pendingEffects.map { String(describing: $0) }.joined(separator: ", ")),
                sourceLocation: sourceLocation)
            pendingEffects = []
        }
        if !pendingActions.isEmpty {
            Issue.record(
                Comment(
                    rawValue: "\(pendingActions.count) fed-back action(s) were not received before \(what): "
                        + pendingActions.map(describeAction).joined(separator: ", ")),
                sourceLocation: sourceLocation)
            pendingActions = []
        }
    }

    private func describeAction(_ action: Action) -> String { String(describing: action) }
}
