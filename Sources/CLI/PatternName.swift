/// Every pattern an app is built in, by its command-line name (`--pattern`); ``AppName/patterns`` says
/// which app has which.
public enum PatternName: String, CaseIterable, Sendable {
    /// Model-View-Controller (To-Do; Recordings, chapter 3).
    case mvc
    /// MVVM with coordinators (Recordings, chapter 4).
    case mvvmc
    /// Model-View-ViewModel (Recordings, chapter 4; Koober, chapter 5).
    case mvvm
    /// MVC+ViewState (Recordings, chapter 6).
    case mvcvs
    /// ModelAdapter-ViewBinder (Recordings, chapter 7).
    case mavb
    /// The Elm Architecture (Recordings, chapter 8).
    case tea
    /// MVC without a model, each screen loading from a server (Recordings, chapter 5).
    case controllerOwned = "controller-owned"
    /// MVC whose store is an offline cache of a server (Recordings, chapter 5).
    case modelOwned = "model-owned"
    /// MVC as chapter 3 first presents it, before its improvements (Recordings, chapter 3; a lesson variant).
    case mvcBasic = "mvc-basic"
    /// MVC with a coordinator that owns navigation (Recordings, chapter 4's "Lessons to Be Learned").
    case mvcCoordinator = "mvc-coordinator"
    /// MVC whose player and record screen draw from one `DisplayState` (Recordings, the lessons of chapters 6
    /// and 8).
    case mvcDisplayState = "mvc-displaystate"
    /// MVC with reactive bindings and no view models, views composed by functions (Recordings, the
    /// lesson of chapter 7).
    case mvcBindings = "mvc-bindings"
    /// MVC whose player is declared as a list of content elements, updated in place (Recordings, the
    /// lesson of chapter 8).
    case mvcDeclarative = "mvc-declarative"
    /// View-state-driven MVC (Clocks).
    case viewstate
    /// Redux (Koober, chapter 6).
    case redux
    /// Elements (Koober, chapters 7 and 8).
    case elements
    /// Every pattern's row on one screen (the eight-architectures app).
    case all
    /// Model-View-Presenter (the eight-architectures app).
    case mvp
    /// MVVM with a plain observable property (the eight-architectures app).
    case minimalMVVM = "minimal-mvvm"
    /// "Clean": a use case and a presenter (the eight-architectures app).
    case clean

    /// Whether the pattern talks to a server and cannot start without `--server` (Recordings' chapter 5
    /// clients).
    public var needsServer: Bool { self == .controllerOwned || self == .modelOwned }

    /// The pattern whose name is `text`, ignoring case ("MVC" is mvc), or nil.
    public init?(named text: String) {
        self.init(rawValue: text.lowercased())
    }
}
