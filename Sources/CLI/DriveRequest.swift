/// What `apparch drive` was asked to do, independent of argument parsing so tests can run it in-process.
public struct DriveRequest: Sendable {
    /// The app's name.
    public var app: String
    /// The pattern's name, or nil for the app's default.
    public var pattern: String?
    /// The data directory, or nil for the default.
    public var dataDirectory: String?
    /// The script text.
    public var script: String
    /// Whether to seed sample data.
    public var sample: Bool
    /// "compact" or "regular".
    public var sizeName: String
    /// What the Clocks history travels through ("whole" or "document"), or nil for the default.
    public var history: String?
    /// A file with a state to restore at launch (Clocks: a view-state JSON or a log), or nil.
    public var restoreFile: String?
    /// Whether the Recordings MVC+VS windows show the time-travel slider.
    public var timeTravel: Bool
    /// The Recordings server of a networked pattern (`--server`), or nil.
    public var server: String?
    /// The server's access token (`--server-token`), when the address does not carry it.
    public var serverToken: String?
    /// Koober: the dependency-injection approach (`--di`), or nil for the hierarchy.
    public var di: String?
    /// Koober: where the session is kept (`--session-store`), or nil for a file.
    public var sessionStore: String?
    /// Koober: the requests that fail on purpose (`--fail`), or nil.
    public var fail: String?
    /// Koober Elements: how sign-in reports its progress (`--sign-in-variant`), or nil for the store.
    public var signInVariant: String?

    /// Creates a request.
    public init(
        app: String, pattern: String? = nil, dataDirectory: String? = nil, script: String, sample: Bool = false,
        sizeName: String = "compact", history: String? = nil, restoreFile: String? = nil,
        timeTravel: Bool = false, server: String? = nil, serverToken: String? = nil, di: String? = nil,
        sessionStore: String? = nil, fail: String? = nil, signInVariant: String? = nil
    ) {
        self.app = app
        self.pattern = pattern
        self.dataDirectory = dataDirectory
        self.script = script
        self.sample = sample
        self.sizeName = sizeName
        self.history = history
        self.restoreFile = restoreFile
        self.timeTravel = timeTravel
        self.server = server
        self.serverToken = serverToken
        self.di = di
        self.sessionStore = sessionStore
        self.fail = fail
        self.signInVariant = signInVariant
    }
}
