import Foundation
import ViewStateStore

/// A state to start from, read from a file (`apparch drive clocks --restore FILE`): a view-state JSON
/// alone, or the log of a run, from which the last `Changed ViewState to:` and `Changed Document to:`
/// states are taken (the article's "paste logged state back in to reproduce a situation").
public struct ClocksRestoration: Equatable, Sendable {
    /// The view state to restore.
    public let viewState: SplitViewState
    /// The document to restore, when the log had one.
    public let document: ClocksDocument?

    /// Creates a restoration.
    public init(viewState: SplitViewState, document: ClocksDocument? = nil) {
        self.viewState = viewState
        self.document = document
    }

    /// The log line prefix of a view state.
    public static let viewStateMarker = "Changed ViewState to: "
    /// The log line prefix of a document.
    public static let documentMarker = "Changed Document to: "

    /// Reads `text`: a JSON view state, or log lines (anything before the markers, such as a log
    /// handler's timestamp, is ignored).
    ///
    /// - Throws: ``ClocksRestorationError`` when the text has no state, or a state that is not valid JSON
    ///   of this app; nothing is restored then.
    @MainActor
    public static func parse(_ text: String) throws(ClocksRestorationError) -> ClocksRestoration {
        let trimmed = text.trimmingCharacters(in: .whitespacesAndNewlines)
        if trimmed.hasPrefix("{") {
            return ClocksRestoration(viewState: try decode(trimmed, as: SplitViewState(), name: "ViewState"))
        }
        var viewStateJSON: String?
        var documentJSON: String?
        for line in trimmed.split(whereSeparator: \.isNewline) {
            if let range = line.range(of: viewStateMarker) {
                viewStateJSON = String(line[range.upperBound...])
            } else if let range = line.range(of: documentMarker) {
                documentJSON = String(line[range.upperBound...])
            }
        }
        guard let viewStateJSON else { throw ClocksRestorationError(.noState) }
        let viewState = try decode(viewStateJSON, as: SplitViewState(), name: "ViewState")
        let document = try documentJSON.map { json throws(ClocksRestorationError) in
            try decode(json, as: ClocksDocument(), name: "Document")
        }
        return ClocksRestoration(viewState: viewState, document: document)
    }

    /// Decodes `json` through a scratch store, so the errors are the store's own clear ones.
    @MainActor
    private static func decode<State: Codable & Equatable>(
        _ json: String, as empty: State, name: String
    ) throws(ClocksRestorationError) -> State {
        let store = NotifyingStore(name: name, content: empty)
        do {
            try store.reloadAndNotify(jsonData: Data(json.utf8))
        } catch {
            throw ClocksRestorationError(.unloadable(error.description))
        }
        return store.content
    }
}
