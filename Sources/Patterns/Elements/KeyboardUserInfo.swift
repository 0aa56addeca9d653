public import ViewKit

/// The five values a keyboard notification carries, typed: what a ``KeyboardObserverEventResponder``
/// receives instead of a user-info dictionary.
///
/// Contract: the failable initializers are all or nothing. They return nil, and never stop the process,
/// when the user info is absent, when any of the five keys is missing, when a value has another type than
/// the one ``Key`` documents, or when the curve's raw value is not one of ``AnimationCurve``'s.
public struct KeyboardUserInfo: Equatable, Sendable {
    /// The timing curve of the keyboard's animation: UIKit's `UIView.AnimationCurve` cases and the
    /// keyboard's own curve, which iOS posts as 7. Any other raw value is invalid.
    public enum AnimationCurve: Int, CaseIterable, Sendable {
        /// Slow at both ends.
        case easeInOut = 0
        /// Slow at the start.
        case easeIn = 1
        /// Slow at the end.
        case easeOut = 2
        /// Even.
        case linear = 3
        /// The keyboard's own curve.
        case keyboard = 7
    }

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

    /// The curve of the keyboard's animation.
    public var animationCurve: AnimationCurve
    /// How long the keyboard's animation lasts, in seconds.
    public var animationDuration: Double
    /// Whether the keyboard belongs to this app.
    public var isLocal: Bool
    /// The keyboard's frame before the move, in window coordinates.
    public var beginFrame: Rect
    /// The keyboard's frame after the move, in window coordinates.
    public var endFrame: Rect

    /// Creates keyboard info from its values.
    public init(
        animationCurve: AnimationCurve = .keyboard, animationDuration: Double = 0.25, isLocal: Bool = true,
        beginFrame: Rect, endFrame: Rect
    ) {
        self.animationCurve = animationCurve
        self.animationDuration = animationDuration
        self.isLocal = isLocal
        self.beginFrame = beginFrame
        self.endFrame = endFrame
    }

    /// Reads a notification's user info; nil when the notification has none or it is malformed.
    public init?(_ notification: KeyboardNotification) {
        guard let userInfo = notification.userInfo else { return nil }
        self.init(userInfo: userInfo)
    }

    /// Reads the five ``Key``s of `userInfo`; nil when one is missing, has another type or names no curve.
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

    /// The values of a ViewKit keyboard event; nil when its curve is not one of ``AnimationCurve``'s.
    public init?(_ info: KeyboardInfo) {
        guard let animationCurve = AnimationCurve(rawValue: info.animationCurve.rawValue) else { return nil }
        self.init(
            animationCurve: animationCurve, animationDuration: info.animationDuration, isLocal: info.isLocal,
            beginFrame: info.beginFrame, endFrame: info.endFrame)
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
