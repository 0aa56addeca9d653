import Foundation
import Inspection
import MAVB
import RecordingsCore
import Services
import ViewKit

/// One window's split state, its log and its history, and the inspector's view of them.
///
/// The whole interface is a function of ``splitVar``. Every change of a persisted value in the current
/// state is logged as JSON (when there is a log) and recorded as a history entry; travelling to an entry
/// (or loading a state) decodes its JSON into a new split state and sets it, which rebuilds the window.
///
/// NB: an entry keeps the state's ``SplitState/Snapshot`` and writes its JSON when first asked for (by the
/// inspector or a journey back): encoding the state tree on every change was a fifth of what pushing
/// and popping a folder screen cost.
@MainActor
final class WindowState: StateInspector {
    /// The window's state; each value replaces the window's interface.
    let splitVar: Var<SplitState>
    private let store: StoreAdapter
    private let log: (@MainActor (String) -> Void)?
    /// The window's recorded states, in the timeline every time-travelling store of the product records
    /// into.
    private var timeline = Timeline<Entry>()
    /// The document's JSON as last shown to the inspector, rebuilt only when the document changed (the
    /// inspector page polls twice a second; the library can be large).
    private var shownDocument: (document: RecordingsDocument, json: String)?
    private var isTravelling = false
    private var observation: SignalSubscription?

    init(root: SplitState, store: StoreAdapter, log: (@MainActor (String) -> Void)?) {
        splitVar = Var(root)
        self.store = store
        self.log = log
        observe(root)
        record("start")
    }

    /// One recorded state: what changed it, and the persisted state, whose JSON is written once, when
    /// first asked for.
    @MainActor
    private final class Entry {
        let action: String
        let snapshot: SplitState.Snapshot
        private lazy var encoded = Result { try WindowState.encoder.encode(SplitState(snapshot)) }

        init(action: String, snapshot: SplitState.Snapshot) {
            self.action = action
            self.snapshot = snapshot
        }

        /// The state as JSON, as ``WindowState/json()`` writes it.
        func json() throws -> Data {
            try encoded.get()
        }

        /// The inspector's text of the state: its JSON, or why it could not be written.
        var text: String {
            do {
                return String(decoding: try json(), as: UTF8.self)
            } catch {
                return "error: the state could not be encoded: \(error)"
            }
        }
    }

    /// The state shown now.
    var current: SplitState { splitVar.value }

    /// The persisted state as JSON, keys sorted.
    func json() throws -> Data {
        try Self.encoder.encode(current)
    }

    /// Replaces the state with the one `data` holds, cut to what the document has.
    func load(_ data: Data) throws {
        let state = try JSONDecoder().decode(SplitState.self, from: data)
        state.reconcile(with: store.document)
        replace(with: state)
        record("reload")
    }

    private func replace(with state: SplitState) {
        observe(state)
        splitVar.set(state)
    }

    private func observe(_ state: SplitState) {
        observation = state.observeChanges { [weak self] in self?.record("changed") }
    }

    private func record(_ action: String) {
        guard !isTravelling else { return }
        let snapshot = current.snapshot
        if let last = timeline.entries.last?.snapshot, timeline.isAtEnd, last == snapshot { return }
        let entry = Entry(action: action, snapshot: snapshot)
        timeline.append(entry)
        guard let log else { return }
        do {
            log("Changed SplitState to: " + String(decoding: try entry.json(), as: UTF8.self))
        } catch {
            log("error: the window's state could not be encoded: \(error)")
        }
    }

    private static let encoder: JSONEncoder = {
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
        return encoder
    }()

    // MARK: StateInspector

    func inspection() -> StateInspection {
        let document: String
        if let shownDocument, shownDocument.document == store.document {
            document = shownDocument.json
        } else {
            document = StateInspection.json(store.document)
            shownDocument = (store.document, document)
        }
        let shown = StateInspection.json(current)
        return StateInspection(
            document: document, viewState: shown,
            entries: timeline.entries.enumerated().map { index, entry in
                StateInspection.Entry(
                    index: index, action: entry.action, document: document,
                    viewState: entry.text)
            },
            position: timeline.position)
    }

    func travel(to index: Int) {
        let index = min(max(index, 0), timeline.lastIndex)
        let state: SplitState
        do {
            state = try JSONDecoder().decode(SplitState.self, from: try timeline.entries[index].json())
        } catch {
            log?("error: history entry \(index) could not be decoded: \(error)")
            return
        }
        state.reconcile(with: store.document)
        isTravelling = true
        replace(with: state)
        isTravelling = false
        timeline.move(to: index)
    }

    func exportState() throws(StateInspectionError) -> Data {
        do {
            let document = try Self.encoder.encode(store.document)
            let view = try json()
            return Data("{\"document\":".utf8) + document + Data(",\"viewState\":".utf8) + view + Data("}".utf8)
        } catch {
            throw .unencodable(String(describing: error))
        }
    }

    func loadState(_ data: Data) throws(StateInspectionError) {
        let object: [String: Any]
        do {
            guard let parsed = try JSONSerialization.jsonObject(with: data) as? [String: Any] else {
                throw StateInspectionError.malformed("a state is a JSON object with \"viewState\"")
            }
            object = parsed
        } catch let error as StateInspectionError {
            throw error
        } catch {
            throw .malformed(String(describing: error))
        }
        if let document = object["document"] {
            let given: RecordingsDocument
            do {
                given = try JSONDecoder().decode(
                    RecordingsDocument.self, from: JSONSerialization.data(withJSONObject: document))
            } catch {
                throw .incompatible("the document is not a Recordings document: \(error)")
            }
            guard given == store.document else {
                throw .notLoadable("the document is the library on disk; load a view state, or an unchanged document")
            }
        }
        guard let view = object["viewState"] else { return }
        do {
            try load(try JSONSerialization.data(withJSONObject: view))
        } catch {
            throw .incompatible(String(describing: error))
        }
    }
}
