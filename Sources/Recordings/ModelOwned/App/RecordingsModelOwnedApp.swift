import RecordingsCore
public import RecordingsMVC
public import RecordingsRemote
import RecordingsUI
public import Services
public import ViewKit

/// The Recordings app with model-owned networking (chapter 5): chapter 3's MVC app over a store that is an
/// offline cache of a Recordings server, kept in step by a ``LibraryWebservice``. The MVC app delegate is
/// built with ``SyncingScreens``, whose folder screens add the chapter's reload and pending notes.
public enum RecordingsModelOwnedApp {
    /// The pattern, syncing with `server` over `transport`.
    public static func pattern(
        server: RemoteLibrary, transport: any HTTPTransport = URLSessionTransport()
    ) -> AppPattern {
        AppPattern(
            name: "model-owned",
            summary: "MVC whose store is an offline cache of a server, with a queue of pending changes (chapter 5)"
        ) { environment in
            try makeDelegate(environment: environment, server: server, transport: transport)
        }
    }

    /// The app delegate: the library opened through the app's launch path, its web service started (and
    /// stopped when the library closes), and the MVC app's delegate on top, making ``SyncingScreens``.
    ///
    /// - Throws: ``PersistenceError`` when the library or its queue of pending changes cannot be opened.
    @MainActor
    public static func makeDelegate(
        environment: AppEnvironment, server: RemoteLibrary, transport: any HTTPTransport
    ) throws(PersistenceError) -> RecordingsMVCAppDelegate {
        let library = try RecordingsLibrary(environment: environment)
        let webservice: LibraryWebservice
        do {
            webservice = try LibraryWebservice(
                library: library, server: server, transport: transport, backgroundWork: environment.backgroundWork)
        } catch {
            library.close()
            throw error
        }
        library.onClose { [weak webservice] in webservice?.stop() }
        webservice.start()
        return RecordingsMVCAppDelegate(context: library, screens: SyncingScreens(remote: webservice))
    }
}
