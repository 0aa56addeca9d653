public import Foundation
public import Services

/// A store of one `Codable` value, a document or a whole interface's view state, that tells its observers
/// about every change with a typed action (the book's MVC+ViewState `DocumentStore` and `ViewStateStore`,
/// and the Clocks article's `Document` and `ViewState`).
///
/// Changes flow one way: an intent method of the app (an extension on the store) calls ``commit(_:alreadyApplied:continuous:_:)``
/// with an action and a mutation; the store applies it, logs it, records it in its history and notifies
/// the observers interested in that action's type, which update the views.
///
/// - ``addObserver(actionType:_:)`` calls the observer at once with the current state and a `nil` action
///   (a full reload), then with every committed action of the type it asked for. `nil` always means
///   "reapply everything": after a reload from JSON or a jump through history.
/// - ``serialized(prettyPrinted:)`` writes the state as JSON with sorted keys (deterministic for logs and tests);
///   ``reloadAndNotify(jsonData:)`` replaces it from JSON, refusing data that is not a state of this
///   store without changing anything.
/// - A change the interface already shows (a navigation controller's back button, a collapsed detail
///   dismissed by the system) is committed with `alreadyApplied: true`: the state, log and history follow,
///   and observers are not asked to apply it again.
///
/// Contract: use it on the main actor. Observers may commit further actions; those are delivered after
/// the current notification, in order.
@MainActor
public final class NotifyingStore<State: Codable & Equatable> {
    /// The store's name in logs and errors ("Document", "ViewState").
    public let name: String
    /// The state. The book's stores expose only subscriptions; it is readable here for tests (which read
    /// `content` in the book too) and for the app's intent methods.
    public private(set) var content: State
    /// Receives "Changed <name> to: <JSON>" after every change, when set.
    public var log: (@MainActor (String) -> Void)?
    /// Told of every committed action and reload, after the state changed: inspectors list them, and the
    /// store tester's adapter states them.
    public var onCommit: (@MainActor (CommittedAction) -> Void)?
    /// Told after every change with the new state, the action described ("reload" for a reload) and
    /// whether it was continuous; each ``StateHistory`` on this store records through one (a document
    /// shared by several windows has one history per window).
    private let changeListeners = ObserverList<(state: State, action: String, continuous: Bool)>()
    /// The observers, each told of the new state and the committed action (nil for a reload); each skips
    /// the actions of types it did not ask for.
    private let observers = ObserverList<(state: State, action: Any?)>()
    private var pending: [@MainActor () -> Void] = []
    private var isNotifying = false

    /// Creates a store named `name` holding `content`.
    public init(name: String, content: State) {
        self.name = name
        self.content = content
    }

    // MARK: Observing

    /// Calls `callback` now with the current state and a `nil` action, then after every committed action
    /// of type `Action` and every reload (with `nil`), until the returned token is cancelled or released.
    public func addObserver<Action>(
        actionType: Action.Type, _ callback: @escaping @MainActor (State, Action?) -> Void
    ) -> StoreObservation {
        let token = observers.add { state, action in
            guard let action else { return callback(state, nil) }
            if let action = action as? Action { callback(state, action) }
        }
        callback(content, nil)
        return token
    }

    /// Calls `listener` after every change (the state, the action described, whether it was continuous),
    /// including continuous ones, until the returned token is cancelled or released; observers are not
    /// involved. ``StateHistory`` records through it.
    func addChangeListener(
        _ listener: @escaping @MainActor (_ state: State, _ action: String, _ continuous: Bool) -> Void
    ) -> StoreObservation {
        changeListeners.add { listener($0.state, $0.action, $0.continuous) }
    }

    /// The number of live observers (for tests and leak checks).
    public var observerCount: Int { observers.count }

    // MARK: Changing

    /// Applies `mutation`, then logs the new state, records it in the history and notifies the observers
    /// of `Action` (unless `alreadyApplied`).
    ///
    /// - Parameters:
    ///   - action: what happened, as a value of the app's action type; observers of that type get it.
    ///   - alreadyApplied: the interface already shows the change; observers are not notified.
    ///   - continuous: a change that repeats many times a second (playback progress, a recording's
    ///     duration, a clock): notified, but neither logged nor recorded in the history.
    ///   - mutation: the change the action names, applied to the state in place.
    public func commit<Action>(
        _ action: Action, alreadyApplied: Bool = false, continuous: Bool = false, _ mutation: (inout State) -> Void
    ) {
        mutation(&content)
        let described = String(describing: action)
        changed(action: described, continuous: continuous)
        onCommit?(CommittedAction(action: described, alreadyApplied: alreadyApplied, continuous: continuous))
        guard !alreadyApplied else { return }
        notify(action)
    }

    /// Replaces the state and notifies every observer with a `nil` action (a full reload).
    public func reloadAndNotify(_ state: State) {
        content = state
        changed(action: Self.reloadAction, continuous: false)
        onCommit?(CommittedAction(action: Self.reloadAction))
        notify(nil)
    }

    /// Replaces the state without logging or recording it, and notifies every observer with `nil`: how
    /// a history jump moves the interface.
    func restore(_ state: State) {
        content = state
        notify(nil)
    }

    // MARK: JSON

    /// The state as JSON, keys sorted, `nil` optionals left out.
    ///
    /// - Throws: ``StateSerializationError`` when the state cannot be encoded.
    public func serialized(prettyPrinted: Bool = false) throws(StateSerializationError) -> Data {
        let encoder = JSONEncoder()
        encoder.outputFormatting =
            prettyPrinted
            ? [.sortedKeys, .prettyPrinted, .withoutEscapingSlashes] : [.sortedKeys, .withoutEscapingSlashes]
        do {
            return try encoder.encode(content)
        } catch {
            throw StateSerializationError(.unencodable(String(describing: error)), storeName: name)
        }
    }

    /// Replaces the state with the one `jsonData` holds and notifies every observer with `nil`.
    ///
    /// - Throws: ``StateSerializationError`` when the data is not JSON, or not a state of this store;
    ///   nothing changes then.
    public func reloadAndNotify(jsonData: Data) throws(StateSerializationError) {
        reloadAndNotify(try decoded(jsonData: jsonData))
    }

    /// The state `jsonData` holds, without changing anything: how a load validates every part before it
    /// applies any.
    ///
    /// - Throws: ``StateSerializationError`` when the data is not JSON, or not a state of this store.
    func decoded(jsonData: Data) throws(StateSerializationError) -> State {
        do {
            return try JSONDecoder().decode(State.self, from: jsonData)
        } catch {
            throw StateSerializationError(decoding: error, storeName: name)
        }
    }

    // MARK: Helpers

    /// The action a reload reports.
    static var reloadAction: String { "reload" }

    private func changed(action: String, continuous: Bool) {
        if !continuous, let log {
            let json = (try? serialized()).flatMap { String(data: $0, encoding: .utf8) } ?? "(not encodable)"
            log("Changed \(name) to: \(json)")
        }
        changeListeners.notify((content, action, continuous))
    }

    /// Notifies the interested observers now, or after the notification under way.
    private func notify(_ action: Any?) {
        let delivery: @MainActor () -> Void = { [weak self] in
            guard let self else { return }
            self.observers.notify((self.content, action))
        }
        pending.append(delivery)
        guard !isNotifying else { return }
        isNotifying = true
        while !pending.isEmpty { pending.removeFirst()() }
        isNotifying = false
    }
}
