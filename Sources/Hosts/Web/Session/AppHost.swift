public import Foundation
import Logging
public import Services
public import ViewKit

/// One application served to browser tabs: every tab is a window of the same ``Application``, so all tabs
/// observe the same model.
///
/// All work happens on the main actor. The WebSocket tasks hand each text message to ``receive(_:from:)``
/// and report the end of a connection with ``disconnected(_:)``; after every event and every turn of the
/// clock, each attached tab gets the patches for its window, once: the turns an event runs (a TEA driver
/// delivers its messages on the run queue, say) are flushed with the event. Windows of tabs that went
/// away are closed once ``idleGracePeriod`` has passed, unless the tab comes back with its token.
///
/// When the mount's ``WebMount/windowRestoration`` says so, ``shutdown(message:)`` saves every window's
/// restorable state to the mount's data folder before the app quits, and the next host gives a tab that says
/// hello with one of those tokens its window back (once; see ``SavedWindowsFile``).
@MainActor
public final class AppHost {
    /// The mount this host serves.
    public let mount: WebMount
    /// The running application.
    public let application: Application
    /// The clock the application runs on.
    public let clock: any Clock
    /// The audio backend registered for the app.
    public let audio: BrowserAudioBackend
    /// How long the window of a closed tab is kept for its return, in seconds.
    public var idleGracePeriod: TimeInterval

    /// The sessions, by token.
    public private(set) var sessions: [String: WindowSession] = [:]
    /// The window ``reserveWindow(sizeClass:)`` opened, if any: every tab that says hello shows it.
    public private(set) var reservedSession: WindowSession?
    /// Whether the run queue of a virtual clock is drained after each tab's message, so what an event
    /// schedules for the next turn is shown at once (the live view's panes run on virtual clocks).
    public var drainsAfterMessages = false
    private var sessionsByConnection: [ClientConnection: WindowSession] = [:]
    private var sweepTimer: ClockTimer?
    private var isShutDown = false
    /// Set while ``updatingTabs(_:)`` runs a change: the turns it runs are flushed once, after it.
    private var isUpdatingTabs = false
    private let logger = Logger(label: "apparch.web")
    /// Where the windows are saved at shutdown; nil when they are not (or the file could not be read).
    private var savedWindowsFile: SavedWindowsFile?
    /// Where the time of tab updates goes (logged at shutdown with `APPARCH_WEB_TIMINGS=1`).
    private let timings = UpdateTimings()
    private let heapTrimmer = HeapTrimmer()
    /// The windows saved by the last server that no tab has come back to yet, by token digest.
    private var returningWindows: [String: SavedWindows.Entry] = [:]

    /// What went wrong reading the windows the last server saved (the file kept aside, say), also logged;
    /// nil when nothing did.
    public private(set) var restorationNotice: String?
    /// How many windows saved by the last server still wait for their tabs.
    public var returningWindowCount: Int { returningWindows.count }

    /// Creates the app's delegate for `mount` and launches the application.
    ///
    /// - Throws: whatever the pattern's delegate factory throws (a locked or unreadable document, say).
    public init(mount: WebMount, clock: any Clock, idleGracePeriod: TimeInterval = 60) throws {
        self.mount = mount
        self.clock = clock
        self.idleGracePeriod = idleGracePeriod
        let audio = BrowserAudioBackend(clock: clock, dataDirectory: mount.dataDirectory, mountKey: mount.key)
        self.audio = audio
        let environment = AppEnvironment(
            dataDirectory: mount.dataDirectory, clock: clock, seedSampleData: mount.seedSampleData,
            audio: audio)
        let delegate = try mount.pattern.makeDelegate(environment)
        application = Application(delegate: delegate, clock: clock)
        application.launch()
        loadSavedWindows()
        clock.addTurnObserver { [weak self] in self?.turnEnded() }
        let interval = max(0.05, min(idleGracePeriod / 2, 5))
        sweepTimer = clock.scheduleTimer(interval: interval, repeats: true) { [weak self] _ in
            self?.closeIdleWindows()
        }
    }

    // MARK: Messages

    /// Handles one text message from `connection`: validates it, performs it, and sends every tab its
    /// patches. A refused message gets an error reply on that connection only and changes nothing.
    public func receive(_ text: String, from connection: ClientConnection) {
        guard !isShutDown else { return }
        let decodeStart = ContinuousClock.now
        let message: ClientMessage
        do {
            message = try ClientMessage.parse(text)
        } catch {
            reply(connection, .error(error.message))
            return
        }
        let decoded = ContinuousClock.now
        guard let session = sessionsByConnection[connection] else {
            guard case .hello(let token, let viewport) = message else {
                reply(connection, .error("the first message must be hello"))
                return
            }
            hello(connection, token: token, viewport: viewport)
            return
        }
        timings.events += 1
        timings.decode += decoded - decodeStart
        updatingTabs {
            do throws(ProtocolError) {
                try handle(message, in: session)
            } catch {
                session.send(.error(error.message))
            }
            if drainsAfterMessages, let virtual = clock as? VirtualClock { virtual.drain() }
            timings.app += ContinuousClock.now - decoded
        }
    }

    /// Opens the window every tab of this host shows from now on, and returns its session: a tab that says
    /// hello is attached to it (whatever token it presents), taking it over from a tab that showed it
    /// before, so a driver (the live view's script) and the tab work on the same window. The window stays
    /// open while no tab shows it. Calling it again returns the same session.
    @discardableResult
    public func reserveWindow(sizeClass: SizeClass = .compact) -> WindowSession {
        if let reservedSession { return reservedSession }
        let window = application.openWindow(sizeClass: sizeClass, keyboard: .host)
        let session = WindowSession(token: SessionToken.make(), window: window, timings: timings)
        sessions[session.token] = session
        reservedSession = session
        return session
    }

    /// Runs `body`, which changes the app (a tab's message, an inspector's travel or load, an upload), then
    /// sends every attached tab its patches, once: the turns of the clock `body` runs (a TEA driver
    /// delivering its messages on the run queue, a drain) do not flush on their own. Calls may nest; the
    /// outermost flushes.
    public func updatingTabs<Result, Failure: Error>(_ body: () throws(Failure) -> Result) throws(Failure) -> Result {
        let wasUpdating = isUpdatingTabs
        isUpdatingTabs = true
        defer {
            isUpdatingTabs = wasUpdating
            if !wasUpdating { flushAll() }
        }
        return try body()
    }

    private func handle(_ message: ClientMessage, in session: WindowSession) throws(ProtocolError) {
        switch message {
        case .hello:
            throw ProtocolError("this connection already said hello")
        case .resize(let viewport):
            session.apply(viewport)
        case .visualViewport(let report):
            session.apply(report)
        case .event(let id, let action, let viewportHeight):
            if let viewportHeight, session.window.height != viewportHeight { session.window.height = viewportHeight }
            audio.currentSession = session
            do {
                try session.perform(action, on: id)
            } catch {
                throw ProtocolError(error.description)
            }
        case .player(let id, let time, let state):
            try audio.playerReported(id: id, time: time, state: state, from: session)
        case .recorder(let id, let event, let time):
            try audio.recorderReported(id: id, event: event, time: time, from: session)
        case .sync(let id):
            // NB: queued, so it runs after the work the tab's earlier messages queued; what that work queues
            // in turn runs in the same drain, and the flush after the drain sends its patches first.
            clock.enqueue { [weak session] in session?.sendAfterPatches(.synced(id: id)) }
        }
    }

    private func hello(_ connection: ClientConnection, token: String?, viewport: Viewport) {
        if let reserved = reservedSession {
            if let previous = reserved.connection, previous != connection {
                sessionsByConnection[previous] = nil
                previous.close()
            }
            sessionsByConnection[connection] = reserved
            reserved.apply(viewport)
            reserved.attach(connection, title: mount.title, resumed: token == reserved.token)
            audio.currentSession = reserved
            return
        }
        if let token, let session = sessions[token], session.connection == nil {
            sessionsByConnection[connection] = session
            session.apply(viewport)
            session.attach(connection, title: mount.title, resumed: true)
            audio.currentSession = session
            return
        }
        if let token, sessions[token] == nil, let file = savedWindowsFile,
            let saved = returningWindows.removeValue(forKey: file.digest(ofToken: token))
        {
            // NB: the tab keeps its token, so a reload after this one finds the same window again.
            let window = application.openWindow(
                sizeClass: viewport.sizeClass, height: viewport.height, width: viewport.width, keyboard: .host,
                restoring: saved.archive)
            let session = WindowSession(token: token, window: window, timings: timings)
            sessions[token] = session
            sessionsByConnection[connection] = session
            session.attach(connection, title: mount.title, resumed: true)
            audio.currentSession = session
            return
        }
        let window = application.openWindow(
            sizeClass: viewport.sizeClass, height: viewport.height, width: viewport.width, keyboard: .host)
        let session = WindowSession(token: SessionToken.make(), window: window, timings: timings)
        sessions[session.token] = session
        sessionsByConnection[connection] = session
        session.attach(connection, title: mount.title, resumed: false)
        audio.currentSession = session
    }

    /// Forgets `connection`; its window waits ``idleGracePeriod`` for the tab to return.
    public func disconnected(_ connection: ClientConnection) {
        guard let session = sessionsByConnection.removeValue(forKey: connection) else { return }
        guard session.connection == connection else { return }
        session.detach(at: clock.now)
        audio.sessionDetached(session)
    }

    /// Sends every attached tab the patches for its window.
    public func flushAll() {
        for session in sessions.values { session.flush() }
    }

    /// Flushes after a turn of the clock, unless the turn is part of a change ``updatingTabs(_:)`` runs,
    /// which flushes once when it is done.
    private func turnEnded() {
        guard !isUpdatingTabs else { return }
        flushAll()
    }

    /// Closes the windows of tabs that have been gone longer than the grace period.
    ///
    /// Then, when windows were closed, the heap's free pages go back to the system (see ``HeapTrimmer``).
    public func closeIdleWindows() {
        let now = clock.now
        var closed = 0
        for (token, session) in sessions where session !== reservedSession {
            guard let since = session.detachedAt, now.timeIntervalSince(since) >= idleGracePeriod else { continue }
            sessions[token] = nil
            application.closeWindow(session.window)
            closed += 1
        }
        heapTrimmer.windowsClosed(closed, at: now)
    }

    /// The session attached to `connection`, if any.
    public func session(for connection: ClientConnection) -> WindowSession? {
        sessionsByConnection[connection]
    }

    // MARK: Shutdown

    /// Tells every tab the server is going away, saves the windows when the mount keeps them, then quits the
    /// app as a person quitting would (background, terminate: the app saves). Calling it again does nothing.
    public func shutdown(message: String) {
        guard !isShutDown else { return }
        isShutDown = true
        sweepTimer?.invalidate()
        for session in sessions.values { session.send(.shutdown(message)) }
        saveWindows()
        application.terminate()
        for session in sessions.values {
            session.sendMessagesAfterPatches()
            session.connection?.close()
        }
        if UpdateTimings.isLogged { logger.info("\(mount.title) tab updates: \(timings.summary)") }
    }

    /// Reads the windows the last server saved, when the mount restores them; a file that cannot be read is
    /// reported (and, when it could not even be moved aside, left alone at shutdown).
    private func loadSavedWindows() {
        guard mount.windowRestoration != .off else { return }
        let file = SavedWindowsFile(mount: mount)
        savedWindowsFile = file
        guard mount.windowRestoration == .saveAndRestore else { return }
        switch file.load(now: clock.now) {
        case .windows(let windows):
            returningWindows = windows
        case .unreadable(let notice):
            restorationNotice = notice
            logger.warning("\(mount.title): \(notice)")
        case .failed(let notice):
            restorationNotice = notice
            savedWindowsFile = nil
            logger.error("\(mount.title): \(notice)")
        }
    }

    /// Writes every window's restorable state (those of tabs in their grace period too) with the saved windows
    /// no tab came back to, before the app quits and closes them.
    private func saveWindows() {
        guard let file = savedWindowsFile else { return }
        let now = clock.now
        var windows = Array(returningWindows.values)
        for session in sessions.values where session !== reservedSession {
            guard let archive = application.restorableState(of: session.window) else { continue }
            windows.append(
                SavedWindows.Entry(token: file.digest(ofToken: session.token), savedAt: now, archive: archive))
        }
        // NB: an app that saves no state leaves no file behind; an old file is still replaced, so its windows
        // cannot come back after this run.
        guard !windows.isEmpty || file.exists else { return }
        do {
            try file.save(windows)
        } catch {
            logger.error("\(mount.title): the tabs' windows could not be saved for the next start: \(error)")
        }
    }

    private func reply(_ connection: ClientConnection, _ message: ServerMessage) {
        let encoder = JSONEncoder()
        guard let data = try? encoder.encode(message) else { return }
        connection.send(String(decoding: data, as: UTF8.self))
    }
}
