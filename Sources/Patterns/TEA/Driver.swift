import Foundation
public import Services
public import ViewKit

/// Owns a TEA program's state and runs its loop: message → update → render → commands (the book's
/// `Driver<Model, Message>`).
///
/// The driver renders the virtual view hierarchy that `view` returns into ViewKit controllers at once,
/// and again after every message; ``viewController`` is the real root, which the app installs in a
/// window. Views send their messages with ``send(_:)``.
///
/// ```swift
/// let driver = Driver<AppState, LibraryCommand<AppState.Message>>(
///     AppState(rootFolder: root),
///     update: { state, message in state.update(message) },
///     view: { state in state.viewController },
///     subscriptions: { state in state.subscriptions },
///     clock: clients.clock,
///     environment: clients)
/// window.rootViewController = driver.viewController
/// ```
///
/// Processing a message:
/// 1. `update` changes the model and returns commands;
/// 2. the driver diffs the new ``Subscription``s against the running ones and re-renders;
/// 3. it runs the commands in order, each with a ``CommandContext`` (``Command/run(in:)``).
///
/// Step 2 is skipped when `isUnchanged` (pass `==` for an `Equatable` model) says the message left the
/// model as it was: the view and the subscriptions are functions of the model, so they would come out
/// the same. That is Elm's `Html.Lazy` at the root, and, like Elm, it compares the new view with the last
/// one rendered, not with the real views (a text field the person typed into keeps its text).
///
/// Reentrancy: ``send(_:)`` never processes a message at once. It queues the message on the clock's run
/// queue (`Clock.enqueue`), so a message sent by a view, a subscription or a command (even one sent
/// synchronously while the driver is updating, rendering or running commands) is processed after the
/// current message has completed all three steps, in the order sent. ``run(_:)``, which processes at
/// once, queues a message that arrives while another is being processed and processes it right after.
///
/// State restoration encodes the model: give the root a restoration identifier (the driver does,
/// ``restorationIdentifier``) and ViewKit's restoration calls ``encodeRestorableState(_:)`` and
/// ``decodeRestorableState(_:)``; or call them from your app delegate.
///
/// Specialized for the app: the loop, the reconciler and the renderer are inlinable, so the app's code that
/// makes its driver compiles them for its own model and messages. Unspecialized, each render looked up the
/// metadata of every generic type it touched (a `View<Message>`, a `Button<Message>`) and copied each
/// value through its value witnesses.
@MainActor
public final class Driver<Model: Codable, AppCommand: Command>: ViewControllerRestorationDelegate {
    /// The program's messages: those its commands send back.
    public typealias Message = AppCommand.Message
    /// The clients the program's commands use.
    public typealias Environment = AppCommand.Environment

    /// The restoration identifier the driver gives its root controller.
    public static var restorationIdentifier: String { "tea.driver" }
    private static var modelKey: String { "tea.model" }

    /// The program's state.
    public var model: Model { currentModel }
    /// The real root view controller; install it as a window's root. It is replaced (and the window's
    /// root with it) only when the root's kind changes.
    public var viewController: ViewKit.ViewController { rootController }
    /// ``model``'s storage, which the inlinable loop changes.
    @usableFromInline var currentModel: Model
    /// ``viewController``'s storage, which the inlinable render replaces.
    @usableFromInline var rootController: ViewKit.ViewController
    /// The clock whose run queue delivers messages.
    public let clock: any Clock
    /// The clients commands find in their context.
    public let environment: Environment
    /// Values the model's decoder can read from `Decoder.userInfo` during restoration (for example the
    /// current data to resolve encoded identifiers against); asked when decoding.
    public var decodingUserInfo: @MainActor () -> [CodingUserInfoKey: any Sendable] = { [:] }

    @usableFromInline let updateState: (inout Model, Message) -> [AppCommand]
    @usableFromInline let computeView: (Model) -> ViewController<Message>
    @usableFromInline let fetchSubscriptions: (Model) -> [Subscription<Message>]
    @usableFromInline let restoredCommands: (Model) -> [AppCommand]
    @usableFromInline let isUnchanged: ((Model, Model) -> Bool)?
    @usableFromInline let sink: MessageSink<Message>
    @usableFromInline let reconciler: Reconciler<Message>
    @usableFromInline let subscriptionManager: SubscriptionManager<Message>
    @usableFromInline var isRunning = false
    @usableFromInline var queued: [Message] = []

    /// Creates the driver, renders the initial view, starts the subscriptions and runs
    /// `initialCommands`.
    ///
    /// - Parameters:
    ///   - initial: the initial model.
    ///   - update: the only mutator of the model; returns the commands to run.
    ///   - view: the virtual view hierarchy for a model.
    ///   - subscriptions: the outside sources a model wants messages from.
    ///   - initialCommands: commands to run once, after the first render.
    ///   - restoredCommands: commands to run after a decoded model replaced the current one, for effects
    ///     that cannot be encoded (reopening a player, say).
    ///   - clock: the run loop messages are delivered on.
    ///   - environment: the app's clients, which commands find in their context.
    ///   - isUnchanged: whether a message left the model as it was (`==`, say), so the driver skips
    ///     rendering it and diffing its subscriptions; nil renders after every message (the book's
    ///     driver). It should be cheap when nothing changed: `Array`'s `==` compares storage first. The
    ///     driver keeps the model from before the update to compare, so an update that mutates a shared
    ///     array in place copies it; replace large values instead (or share their unchanged parts, as
    ///     `ChunkedArray` does).
    @inlinable
    public init(
        _ initial: Model,
        update: @escaping (inout Model, Message) -> [AppCommand],
        view: @escaping (Model) -> ViewController<Message>,
        subscriptions: @escaping (Model) -> [Subscription<Message>],
        initialCommands: [AppCommand] = [],
        restoredCommands: @escaping (Model) -> [AppCommand] = { _ in [] },
        clock: any Clock,
        environment: Environment,
        isUnchanged: ((Model, Model) -> Bool)? = nil
    ) {
        currentModel = initial
        self.isUnchanged = isUnchanged
        updateState = update
        computeView = view
        fetchSubscriptions = subscriptions
        self.restoredCommands = restoredCommands
        self.clock = clock
        self.environment = environment
        let sink = MessageSink<Message>()
        self.sink = sink
        reconciler = Reconciler(sink: sink)
        subscriptionManager = SubscriptionManager(send: { sink.send($0) })
        rootController = reconciler.controller(for: view(initial), reusing: nil)
        sink.target = { [weak self] message in self?.send(message) }
        adoptRoot()
        subscriptionManager.update(subscriptions(initial))
        for command in initialCommands { interpret(command) }
    }

    /// Queues `message` on the clock's run queue; it is processed after the current event (the book's
    /// `asyncSend`). This is the callback every rendered view, subscription and command uses.
    @inlinable
    public func send(_ message: Message) {
        clock.enqueue { [weak self] in self?.run(message) }
    }

    /// Processes `message` now: update, re-render (unless `isUnchanged` says the model is as it was), run
    /// the commands (the book's `run(action:)`). A message that arrives while another is being processed
    /// is processed right after it.
    @inlinable
    public func run(_ message: Message) {
        if isRunning {
            queued.append(message)
            return
        }
        isRunning = true
        defer { isRunning = false }
        var next: Message? = message
        while let current = next {
            // NB: the model before the update is kept only when there is a check to compare it with.
            let before: Model? = isUnchanged == nil ? nil : currentModel
            let commands = updateState(&currentModel, current)
            if !isModelUnchanged(since: before) { refresh() }
            for command in commands { interpret(command) }
            next = queued.isEmpty ? nil : queued.removeFirst()
        }
    }

    /// Whether `isUnchanged` says the model equals `before`; false without a check or a model to compare.
    @inlinable
    func isModelUnchanged(since before: Model?) -> Bool {
        guard let isUnchanged, let before else { return false }
        return isUnchanged(before, currentModel)
    }

    /// The ids of the subscriptions running now (for the framework's own tests).
    var runningSubscriptionIDs: Set<AnyHashable> { subscriptionManager.runningIDs }

    /// Stops every subscription; the driver renders and processes messages no more, and lets go of the
    /// inputs its lazy views kept (a player in a state, say). Call it when the window closes.
    public func stop() {
        subscriptionManager.stopAll()
        sink.target = nil
        reconciler.forgetLazyInputs()
    }

    /// Runs `command` with a context for the root (the book's `interpret(command:)`).
    @inlinable
    public func interpret(_ command: AppCommand) {
        command.run(
            in: CommandContext(
                viewController: viewController, send: { [weak self] in self?.send($0) }, environment: environment))
    }

    /// Recomputes the subscriptions and re-renders the current model.
    @inlinable
    public func refresh() {
        subscriptionManager.update(fetchSubscriptions(currentModel))
        let old = rootController
        let new = reconciler.controller(for: computeView(currentModel), reusing: old)
        guard new !== old else { return }
        let window = old.window
        rootController = new
        adoptRoot()
        if let window, window.rootViewController === old { window.rootViewController = new }
    }

    @inlinable
    func adoptRoot() {
        viewController.restorationIdentifier = Self.restorationIdentifier
        viewController.restorationDelegate = self
    }

    // MARK: Restoration

    public func encodeRestorableState(of controller: ViewKit.ViewController, with coder: RestorationCoder) {
        encodeRestorableState(coder)
    }

    public func decodeRestorableState(of controller: ViewKit.ViewController, with coder: RestorationCoder) {
        decodeRestorableState(coder)
    }

    /// Encodes the model as JSON under the driver's key.
    public func encodeRestorableState(_ coder: RestorationCoder) {
        do {
            coder.encode(try JSONEncoder().encode(model), forKey: Self.modelKey)
        } catch {
            ProgrammerError.report("The driver's model cannot be encoded for restoration: \(error)")
        }
    }

    /// Decodes the model that ``encodeRestorableState(_:)`` stored, re-renders and runs the restored
    /// commands. A missing or unreadable model (an older version's archive) leaves the state unchanged.
    public func decodeRestorableState(_ coder: RestorationCoder) {
        guard let data = coder.decode(Data.self, forKey: Self.modelKey) else { return }
        let decoder = JSONDecoder()
        decoder.userInfo = decodingUserInfo()
        guard let decoded = try? decoder.decode(Model.self, from: data) else { return }
        currentModel = decoded
        refresh()
        for command in restoredCommands(decoded) { interpret(command) }
    }
}
