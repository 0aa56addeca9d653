public import Foundation

/// What a host needs to inspect a view-state-driven app live: the current document and view state, the
/// actions that led there with the state after each, time travel, and export and load of the state as
/// JSON (the web host's `/inspect/<mount>` page; Gallagher's "remote debugging", made real).
///
/// An app offers one through ``ApplicationDelegate/stateInspector``; apps without one return nil.
///
/// Contract:
/// - Every method runs on the main actor and changes the app only through its own stores, so the
///   interface follows as it does for any other change; the host then sends every window its update.
/// - ``travel(to:)`` clamps the index to the recorded entries and records nothing new.
/// - ``exportState()`` writes `{"document": …, "viewState": …}` with sorted keys; ``loadState(_:)``
///   accepts that shape, either key optional, and either loads everything it is given or, when any part
///   is malformed, incompatible or refused, throws and changes nothing.
@MainActor
public protocol StateInspector: AnyObject {
    /// A snapshot of the states and the recorded history.
    func inspection() -> StateInspection
    /// Moves the app to history entry `index` (clamped to the entries there are).
    func travel(to index: Int)
    /// The current document and view state as one JSON object with sorted keys.
    ///
    /// - Throws: ``StateInspectionError/unencodable(_:)`` when a state cannot be written as JSON.
    func exportState() throws(StateInspectionError) -> Data
    /// Loads the `document` and/or `viewState` of a JSON object shaped like ``exportState()``'s.
    ///
    /// - Throws: ``StateInspectionError`` when the data is not such an object, a part is not a state of
    ///   this app, or the app refuses the part; nothing changes then.
    func loadState(_ data: Data) throws(StateInspectionError)
}
