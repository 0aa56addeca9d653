public import Foundation
public import Inspection

/// The `StateInspector` (from Inspection) of an app built on one Redux ``Store``: what the web host's
/// `/inspect/<mount>` page shows and drives.
///
/// A Redux app has one state, which drives every view (view state, navigation, session, data from web
/// services), and no separate document. So the inspection's `viewState` is the store's whole state as
/// JSON and its `document` is JSON `null`, in the current state and in every entry; an exported state
/// is `{"document": null, "viewState": <state>}`.
///
/// - ``inspection()`` lists the store's ``Store/log``: each entry's action (`String(describing:)`,
///   "start" for the first entry, "reload" for a loaded state) and state, and the entry shown. An
///   entry's JSON is written once and reused while the entry stays in the log.
/// - ``travel(to:)`` is ``Store/jump(to:)``: the subscribers are notified, no reducer runs.
/// - ``loadState(_:)`` reads `viewState` as a state of the store and ``Store/load(_:)``s it when it
///   differs from the current one. Data that is not such an object, a `viewState` that is not a state
///   of the store, or a non-null `document` is refused, and nothing changes.
///
/// Contract: use it on the main actor; it holds the store strongly.
@MainActor
public final class ReduxInspector<State: Codable & Equatable, Action>: StateInspector {
    /// The inspected store.
    public let store: Store<State, Action>
    /// Describes an action for the entry list.
    private let describe: (Action) -> String
    /// The JSON of the entries already written, by ``StateLog/Entry/serial``.
    private var written: [Int: String] = [:]

    /// The action of the first entry.
    public static var startAction: String { "start" }
    /// The action of an entry made by loading a state.
    public static var reloadAction: String { "reload" }

    /// What an exported state holds: a null document and the state.
    private struct Snapshot: Encodable {
        let viewState: State

        enum CodingKeys: String, CodingKey {
            case document, viewState
        }

        func encode(to encoder: any Encoder) throws {
            var container = encoder.container(keyedBy: CodingKeys.self)
            try container.encodeNil(forKey: .document)
            try container.encode(viewState, forKey: .viewState)
        }
    }

    /// What a state to load holds.
    private struct Parts: Decodable {
        let hasDocument: Bool
        let viewState: State?

        enum CodingKeys: String, CodingKey {
            case document, viewState
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            hasDocument = try container.contains(.document) && !container.decodeNil(forKey: .document)
            do {
                viewState = try container.decodeIfPresent(State.self, forKey: .viewState)
            } catch {
                throw StateFailure(underlying: error)
            }
        }
    }

    /// A `viewState` that is not a state of the store.
    private struct StateFailure: Error {
        let underlying: any Error
    }

    /// Creates an inspector over `store`; `describe` names actions in the entry list
    /// (`String(describing:)` by default).
    public init(store: Store<State, Action>, describe: @escaping (Action) -> String = { String(describing: $0) }) {
        self.store = store
        self.describe = describe
    }

    // MARK: StateInspector

    public func inspection() -> StateInspection {
        let log = store.log
        var kept: [Int: String] = [:]
        var entries: [StateInspection.Entry] = []
        entries.reserveCapacity(log.entries.count)
        for (index, entry) in log.entries.enumerated() {
            let json = written[entry.serial] ?? StateInspection.json(entry.state)
            kept[entry.serial] = json
            entries.append(
                StateInspection.Entry(index: index, action: label(entry.event), document: "null", viewState: json))
        }
        written = kept
        return StateInspection(
            document: "null", viewState: StateInspection.json(store.state), entries: entries, position: log.position)
    }

    public func travel(to index: Int) {
        store.jump(to: index)
    }

    public func exportState() throws(StateInspectionError) -> Data {
        try StateInspection.stateFile(Snapshot(viewState: store.state))
    }

    public func loadState(_ data: Data) throws(StateInspectionError) {
        let parts: Parts
        do {
            parts = try JSONDecoder().decode(Parts.self, from: data)
        } catch let failure as StateFailure {
            throw .incompatible(
                "The \"viewState\" is not a state of this app (\(StateInspection.describeDecodingFailure(failure.underlying))); nothing "
                    + "changed. Load a file this app's inspector exported.")
        } catch {
            throw StateInspectionError(unreadableStateFile: error)
        }
        if parts.hasDocument {
            throw .notLoadable(
                #"A Redux app has no document: its whole state is the "viewState"; nothing changed. Load "#
                    + #"a state whose "document" is null or absent."#)
        }
        guard let loaded = parts.viewState else {
            throw .malformed(#"it has no "viewState""#)
        }
        if loaded != store.state { store.load(loaded) }
    }

    // MARK: Helpers

    private func label(_ event: StateLog<State, Action>.Event) -> String {
        switch event {
        case .initial: Self.startAction
        case .loaded: Self.reloadAction
        case .action(let action): describe(action)
        }
    }
}
