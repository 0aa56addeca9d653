public import ViewKit

/// A keyboard notification as an observer receives it: which of the six keyboard notifications it is and
/// its untyped `userInfo`, as UIKit posts `UIResponder.keyboardWillShowNotification` and its siblings.
///
/// ``KeyboardObserver`` reads the user info into a ``KeyboardUserInfo``, so a notification whose user info
/// is missing or malformed reaches no responder. ``init(_:)`` builds one
/// from a ViewKit ``KeyboardEvent``; tests build them directly, malformed ones included.
public struct KeyboardNotification {
    /// Which keyboard notification this is; raw values are UIKit's notification names.
    public enum Name: String, CaseIterable, Sendable {
        /// The keyboard is about to appear (`keyboardWillShowNotification`).
        case willShow = "UIKeyboardWillShowNotification"
        /// The keyboard appeared (`keyboardDidShowNotification`).
        case didShow = "UIKeyboardDidShowNotification"
        /// The keyboard is about to go away (`keyboardWillHideNotification`).
        case willHide = "UIKeyboardWillHideNotification"
        /// The keyboard went away (`keyboardDidHideNotification`).
        case didHide = "UIKeyboardDidHideNotification"
        /// The keyboard's frame is about to change (`keyboardWillChangeFrameNotification`).
        case willChangeFrame = "UIKeyboardWillChangeFrameNotification"
        /// The keyboard's frame changed (`keyboardDidChangeFrameNotification`).
        case didChangeFrame = "UIKeyboardDidChangeFrameNotification"
    }

    /// Which notification this is.
    public var name: Name
    /// The notification's user info, keyed by ``KeyboardUserInfo/Key``; nil when it has none.
    public var userInfo: [String: Any]?

    /// Creates a notification.
    public init(name: Name, userInfo: [String: Any]? = nil) {
        self.name = name
        self.userInfo = userInfo
    }

    /// The notification matching a ViewKit keyboard event, with the event's five values as its user info
    /// (the curve as its raw value, as UIKit posts it).
    public init(_ event: KeyboardEvent) {
        let name: Name =
            switch event {
            case .willShow: .willShow
            case .willChangeFrame: .willChangeFrame
            case .willHide: .willHide
            }
        self.init(name: name, userInfo: event.info.userInfo)
    }
}
