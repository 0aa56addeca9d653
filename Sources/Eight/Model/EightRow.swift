/// The eight rows, one per pattern, in the videos' order; the raw value is the pattern's command-line name.
public enum EightRow: String, CaseIterable, Sendable {
    /// Model-View-Controller.
    case mvc
    /// Model-View-Presenter.
    case mvp
    /// MVVM with a plain observable property.
    case minimalMVVM = "minimal-mvvm"
    /// MVVM with a reactive view model.
    case mvvm
    /// MVC+ViewState.
    case mvcvs
    /// The Elm Architecture.
    case tea
    /// ModelAdapter-ViewBinder.
    case mavb
    /// "Clean": a use case and a presenter.
    case clean

    /// The row's label on the screen of all eight rows.
    public var title: String {
        switch self {
        case .mvc: "MVC"
        case .mvp: "MVP"
        case .minimalMVVM: "Minimal MVVM"
        case .mvvm: "MVVM"
        case .mvcvs: "MVC+VS"
        case .tea: "TEA"
        case .mavb: "MAVB"
        case .clean: "Clean"
        }
    }
}
