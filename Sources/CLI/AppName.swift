/// The apps `drive` and `serve` run, by their command-line names, in the order `apparch list` prints them.
public enum AppName: String, CaseIterable, Sendable {
    /// The to-do list.
    case todo
    /// Recordings, the voice-memo app of *App Architecture*.
    case recordings
    /// Clocks, the view-state-driven world clocks.
    case clocks
    /// Koober, the ride-sharing app of *Advanced iOS App Architecture*.
    case koober
    /// One app, eight architectures: the objc.io videos' one text in eight patterns.
    case eight

    /// The patterns the app is built in, in the order `apparch list` prints them; the first is the default.
    public var patterns: [PatternName] {
        switch self {
        case .todo: [.mvc]
        case .recordings:
            [.mvc, .mvvmc, .mvvm, .mvcvs, .mavb, .tea, .controllerOwned, .modelOwned]
                + [.mvcBasic, .mvcCoordinator, .mvcDisplayState, .mvcBindings, .mvcDeclarative]
        case .clocks: [.viewstate]
        case .koober: [.mvvm, .redux, .elements]
        case .eight: [.all, .mvc, .mvp, .minimalMVVM, .mvvm, .mvcvs, .tea, .mavb, .clean]
        }
    }

    /// Whether the app, run in `pattern`, takes `option`: each app names its own options here, and
    /// ``AppLaunch`` refuses every other.
    public func takes(_ option: LaunchOption, in pattern: PatternName) -> Bool {
        switch self {
        case .todo, .eight:
            false
        case .recordings:
            switch option {
            case .sample: true
            case .timeTravel: pattern == .mvcvs
            case .server, .serverToken: pattern.needsServer
            default: false
            }
        case .clocks:
            [.sample, .history, .restore].contains(option)
        case .koober:
            [.server, .di, .sessionStore, .fail].contains(option)
                || ([.signInVariant, .observers].contains(option) && pattern == .elements)
        }
    }

    /// The pattern run when none is named.
    public var defaultPattern: PatternName { patterns[0] }

    /// The app whose name is `text`, ignoring case ("Recordings" is recordings), or nil.
    public init?(named text: String) {
        self.init(rawValue: text.lowercased())
    }
}
