/// A keyboard move a window posts to its keyboard observers: UIKit's `keyboardWillShowNotification`,
/// `keyboardWillChangeFrameNotification` and `keyboardWillHideNotification`, typed.
///
/// As in iOS, a keyboard that appears posts ``willChangeFrame(_:)`` and then ``willShow(_:)`` with the
/// same info; one that goes away posts ``willChangeFrame(_:)`` and then ``willHide(_:)``; a keyboard that
/// moves or changes size while up posts ``willChangeFrame(_:)`` alone. ViewKit does not animate, so there
/// are no "did" events: the move is done when the event arrives.
public enum KeyboardEvent: Equatable, Sendable {
    /// The keyboard is about to appear.
    case willShow(KeyboardInfo)
    /// The keyboard's frame is about to change: it appears, moves, changes size or goes away.
    case willChangeFrame(KeyboardInfo)
    /// The keyboard is about to go away.
    case willHide(KeyboardInfo)

    /// The keyboard's move.
    public var info: KeyboardInfo {
        switch self {
        case .willShow(let info), .willChangeFrame(let info), .willHide(let info): info
        }
    }
}
