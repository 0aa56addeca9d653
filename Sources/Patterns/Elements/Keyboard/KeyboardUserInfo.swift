public import ViewKit

/// The five values a keyboard notification carries, typed: what a ``KeyboardObserverEventResponder``
/// receives instead of a user-info dictionary (the book's `KeyboardUserInfo`).
///
/// It is ViewKit's `KeyboardInfo` under the book's name, so a keyboard event and the value an observer
/// delivers are one type; this extension adds what the book's type does on top: reading and writing a
/// notification's untyped user info.
public typealias KeyboardUserInfo = KeyboardInfo

extension KeyboardInfo {
    /// The keys of a keyboard notification's user info (UIKit's names) and the type each value must have.
    public enum Key {
        /// The curve's raw value, an `Int` (`UIKeyboardAnimationCurveUserInfoKey`).
        public static let animationCurve = "UIKeyboardAnimationCurveUserInfoKey"
        /// The animation's length in seconds, a `Double` (`UIKeyboardAnimationDurationUserInfoKey`).
        public static let animationDuration = "UIKeyboardAnimationDurationUserInfoKey"
        /// Whether the keyboard belongs to this app, a `Bool` (`UIKeyboardIsLocalUserInfoKey`).
        public static let isLocal = "UIKeyboardIsLocalUserInfoKey"
        /// The keyboard's frame before the move, a ViewKit `Rect` (`UIKeyboardFrameBeginUserInfoKey`).
        public static let frameBegin = "UIKeyboardFrameBeginUserInfoKey"
        /// The keyboard's frame after the move, a ViewKit `Rect` (`UIKeyboardFrameEndUserInfoKey`).
        public static let frameEnd = "UIKeyboardFrameEndUserInfoKey"
    }

    /// Reads a notification's user info; nil when the notification has none or it is malformed.
    ///
    /// Contract: all or nothing, as ``init(userInfo:)``.
    public init?(_ notification: KeyboardNotification) {
        guard let userInfo = notification.userInfo else { return nil }
        self.init(userInfo: userInfo)
    }

    /// Reads the five ``Key``s of `userInfo`.
    ///
    /// Contract: all or nothing. Returns nil, and never stops the process, when any of the five keys is
    /// missing, when a value has another type than the one ``Key`` documents, or when the curve's raw
    /// value is not one of ``AnimationCurve``'s.
    public init?(userInfo: [String: Any]) {
        guard let rawCurve = userInfo[Key.animationCurve] as? Int,
            let animationCurve = AnimationCurve(rawValue: rawCurve),
            let animationDuration = userInfo[Key.animationDuration] as? Double,
            let isLocal = userInfo[Key.isLocal] as? Bool,
            let beginFrame = userInfo[Key.frameBegin] as? Rect,
            let endFrame = userInfo[Key.frameEnd] as? Rect
        else { return nil }
        self.init(
            animationCurve: animationCurve, animationDuration: animationDuration, isLocal: isLocal,
            beginFrame: beginFrame, endFrame: endFrame)
    }

    /// These values as a notification's user info, which ``init(userInfo:)`` reads back unchanged.
    public var userInfo: [String: Any] {
        [
            Key.animationCurve: animationCurve.rawValue,
            Key.animationDuration: animationDuration,
            Key.isLocal: isLocal,
            Key.frameBegin: beginFrame,
            Key.frameEnd: endFrame,
        ]
    }
}
