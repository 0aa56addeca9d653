import Foundation

/// The state of one render pass: whether hidden elements are included, and which object each rendered
/// element identity stands for, so automation and hosts can act on what was rendered.
@MainActor
struct RenderContext {
    /// Whether hidden views are rendered (flagged ``RenderNode/Flag/hidden``) instead of skipped.
    var includeHidden: Bool
    /// The objects behind the rendered identities.
    var elements: [ElementID: RenderedElement] = [:]

    mutating func register(_ id: ElementID, _ element: RenderedElement) {
        elements[id] = element
    }
}

/// The object behind a rendered element.
@MainActor
enum RenderedElement {
    case view(View)
    case barButton(BarButtonItem)
    case backButton(NavigationController)
    case alertAction(AlertAction, AlertController)
    case viewController(ViewController)
    case row(TableView, IndexPath)
    case segment(SegmentedControl, Int)
}
