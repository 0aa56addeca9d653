import RecordingsCore
public import RecordingsRemote
public import Services
public import ViewKit

/// The Recordings app with controller-owned networking (chapter 5): no model layer; each folder screen
/// loads what it shows from a Recordings server and owns it as view state.
public enum RecordingsControllerOwnedApp {
    /// The pattern, talking to `server` over `transport`.
    public static func pattern(
        server: RemoteLibrary, transport: any HTTPTransport = URLSessionTransport()
    ) -> AppPattern {
        AppPattern(
            name: "controller-owned",
            summary: "MVC without a model: each screen loads what it shows from a server and owns it (chapter 5)"
        ) { environment in
            RecordingsControllerOwnedAppDelegate(
                client: RecordingsClient(
                    server: server, transport: transport,
                    audio: environment.audio ?? SimulatedAudioBackend(clock: environment.clock),
                    clock: environment.clock, backgroundWork: environment.backgroundWork,
                    audioDirectory: environment.dataDirectory),
                backgroundWork: environment.backgroundWork, seedSamples: environment.seedSampleData)
        }
    }
}
