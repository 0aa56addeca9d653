/// How a presented view controller covers its presenter.
public enum ModalPresentationStyle: Sendable {
    /// Covers the whole window; the presenter disappears (gets `viewWillDisappear`), as modal screens did
    /// in the UIKit the books were written against. The default.
    case fullScreen
    /// A card over the presenter, which stays visible (and appeared) behind it but cannot be reached.
    case pageSheet
    /// Over the presenter, which stays visible behind it; alerts use it.
    case overCurrentContext
}
