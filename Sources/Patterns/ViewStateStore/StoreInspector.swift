public import Foundation
public import Inspection

/// The `StateInspector` (from Inspection) of an app built on a document ``NotifyingStore``, a view-state
/// ``NotifyingStore`` and their ``StateHistory``: what the web host's inspector page shows and drives.
///
/// - ``inspection()`` lists the history's entries (each action with both states after it, as JSON with
///   sorted keys) and the current states. An entry's JSON is written once and reused while the entry
///   stays in the history, so polling a long history costs comparisons, not encodings.
/// - ``travel(to:)`` is the history's ``StateHistory/jump(to:)``: a history in
///   ``StateHistory/Mode/documentOnly`` mode travels only the document, one in
///   ``StateHistory/Mode/viewStateOnly`` mode only the view state.
/// - ``loadState(_:)`` decodes every part it is given before it applies any, then reloads each store whose
///   state differs (document first, so the app can reconcile the view state with it), which the history
///   records as "reload". A part that is not a state of this app, or a document the app does not take
///   from an inspector (`documentIsLoadable: false`), is refused and nothing changes.
///
/// Contract: use it on the main actor; it holds the stores and the history strongly.
@MainActor
public final class StoreInspector<Document: Codable & Equatable, ViewState: Codable & Equatable>: StateInspector {
    /// The document store.
    public let document: NotifyingStore<Document>
    /// The view-state store.
    public let viewState: NotifyingStore<ViewState>
    /// The history of both, travelled by ``travel(to:)``.
    public let history: StateHistory<Document, ViewState>
    /// Whether ``loadState(_:)`` may replace the document; when false only a document equal to the
    /// current one is accepted (the view state still loads).
    public let documentIsLoadable: Bool

    /// The JSON of the entries already written, by index.
    private var written: [WrittenEntry] = []

    /// An entry and its JSON.
    private struct WrittenEntry {
        let entry: StateHistory<Document, ViewState>.Entry
        let inspected: StateInspection.Entry
    }

    /// What an exported state holds.
    private struct Snapshot: Encodable {
        let document: Document
        let viewState: ViewState
    }

    /// What a state to load holds: either part may be missing.
    private struct Parts: Decodable {
        let document: Document?
        let viewState: ViewState?

        enum CodingKeys: String, CodingKey {
            case document, viewState
        }

        init(from decoder: any Decoder) throws {
            let container = try decoder.container(keyedBy: CodingKeys.self)
            do {
                document = try container.decodeIfPresent(Document.self, forKey: .document)
            } catch {
                throw PartFailure(isDocument: true, underlying: error)
            }
            do {
                viewState = try container.decodeIfPresent(ViewState.self, forKey: .viewState)
            } catch {
                throw PartFailure(isDocument: false, underlying: error)
            }
        }
    }

    /// A part of a state to load that is not a state of its store.
    private struct PartFailure: Error {
        let isDocument: Bool
        let underlying: any Error
    }

    /// Creates an inspector over `document`, `viewState` and their `history`.
    public init(
        document: NotifyingStore<Document>, viewState: NotifyingStore<ViewState>,
        history: StateHistory<Document, ViewState>, documentIsLoadable: Bool = true
    ) {
        self.document = document
        self.viewState = viewState
        self.history = history
        self.documentIsLoadable = documentIsLoadable
    }

    // MARK: StateInspector

    public func inspection() -> StateInspection {
        var entries: [WrittenEntry] = []
        entries.reserveCapacity(history.entries.count)
        for (index, entry) in history.entries.enumerated() {
            if index < written.count, written[index].entry == entry {
                entries.append(written[index])
                continue
            }
            let inspected = StateInspection.Entry(
                index: index, action: entry.action, document: StateInspection.json(entry.document),
                viewState: StateInspection.json(entry.viewState))
            entries.append(WrittenEntry(entry: entry, inspected: inspected))
        }
        written = entries
        return StateInspection(
            document: StateInspection.json(document.content), viewState: StateInspection.json(viewState.content),
            entries: entries.map(\.inspected), position: history.timeline.position)
    }

    public func travel(to index: Int) {
        history.jump(to: index)
    }

    public func exportState() throws(StateInspectionError) -> Data {
        try StateInspection.stateFile(Snapshot(document: document.content, viewState: viewState.content))
    }

    public func loadState(_ data: Data) throws(StateInspectionError) {
        let parts = try decode(data)
        if let loaded = parts.document, !documentIsLoadable, loaded != document.content {
            throw .notLoadable(
                "This app does not load a document from the inspector; nothing changed. Load a state whose "
                    + #""document" is the current one, or only a "viewState"."#)
        }
        if let loaded = parts.document, loaded != document.content { document.reloadAndNotify(loaded) }
        // NB: compared after the document loaded, which may have reconciled the view state.
        if let loaded = parts.viewState, loaded != viewState.content { viewState.reloadAndNotify(loaded) }
    }

    // MARK: Helpers

    /// Both parts of `data`, each decoded, or the reason they cannot be.
    private func decode(_ data: Data) throws(StateInspectionError) -> Parts {
        let parts: Parts
        do {
            parts = try JSONDecoder().decode(Parts.self, from: data)
        } catch let failure as PartFailure {
            let store = failure.isDocument ? document.name : viewState.name
            throw .incompatible(StateSerializationError(decoding: failure.underlying, storeName: store).description)
        } catch {
            throw StateInspectionError(unreadableStateFile: error)
        }
        guard parts.document != nil || parts.viewState != nil else {
            throw .malformed(#"it has neither "document" nor "viewState""#)
        }
        return parts
    }
}
