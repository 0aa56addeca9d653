public import ViewKit

/// Something that becomes a view: a view, or a binder of one (built on first use).
@MainActor
public protocol ViewConvertible {
    /// The view.
    func view() -> View
}

/// An object a binder builds that is, or holds, a view: a view, or a bound table.
@MainActor
public protocol ViewProviding: AnyObject {
    /// The view to place in a layout.
    var providedView: View { get }
}

extension View: ViewConvertible, ViewProviding {
    public func view() -> View { self }
    public var providedView: View { self }
}

extension Binder: ViewConvertible where Instance: ViewProviding {
    public func view() -> View { instance().providedView }
}

/// Something that becomes a view controller (the sample's `ViewControllerConvertible`): a view
/// controller, or a binder of one. Any binder can be replaced by a hand-written view controller this way,
/// which is how MAVB interoperates with MVC.
@MainActor
public protocol ViewControllerConvertible {
    /// The view controller.
    func viewController() -> ViewController
}

extension ViewController: ViewControllerConvertible {
    public func viewController() -> ViewController { self }
}

extension Binder: ViewControllerConvertible where Instance: ViewController {
    public func viewController() -> ViewController { instance() }
}
