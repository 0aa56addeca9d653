/// What a keyboard event tells about the keyboard's move: the five values UIKit posts in a keyboard
/// notification's `userInfo`, typed: the book's `KeyboardUserInfo`, which Elements' keyboard observer
/// delivers under that name.
///
/// Frames are in the window's coordinates, in points. A keyboard that shows moves from `beginFrame`, just
/// below the window, to `endFrame`, at its bottom; one that hides moves the other way.
public struct KeyboardInfo: Equatable, Sendable {
    /// The timing curve of the keyboard's animation: UIKit's `UIView.AnimationCurve` cases and the
    /// keyboard's own curve, which iOS posts as 7. No other raw value is a curve.
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

    /// The curve of the keyboard's animation (`UIKeyboardAnimationCurveUserInfoKey`).
    public var animationCurve: AnimationCurve
    /// How long the keyboard's animation lasts, in seconds (`UIKeyboardAnimationDurationUserInfoKey`).
    public var animationDuration: Double
    /// Whether the keyboard belongs to this app (`UIKeyboardIsLocalUserInfoKey`).
    public var isLocal: Bool
    /// The keyboard's frame before the move (`UIKeyboardFrameBeginUserInfoKey`).
    public var beginFrame: Rect
    /// The keyboard's frame after the move (`UIKeyboardFrameEndUserInfoKey`).
    public var endFrame: Rect

    /// Creates keyboard info.
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
}
