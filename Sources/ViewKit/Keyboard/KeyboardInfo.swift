/// What a keyboard event tells about the keyboard's move: the five values UIKit posts in a keyboard
/// notification's `userInfo`, typed (the book's `KeyboardUserInfo`).
///
/// Frames are in the window's coordinates, in points. A keyboard that shows moves from `beginFrame`, just
/// below the window, to `endFrame`, at its bottom; one that hides moves the other way.
public struct KeyboardInfo: Equatable, Sendable {
    /// The timing curve of the keyboard's animation; UIKit's `UIView.AnimationCurve`, whose raw values
    /// include the keyboard's own undocumented 7.
    public struct AnimationCurve: RawRepresentable, Hashable, Sendable {
        /// UIKit's raw value.
        public var rawValue: Int

        /// Creates a curve from UIKit's raw value.
        public init(rawValue: Int) { self.rawValue = rawValue }

        /// Slow at both ends.
        public static let easeInOut = AnimationCurve(rawValue: 0)
        /// Slow at the start.
        public static let easeIn = AnimationCurve(rawValue: 1)
        /// Slow at the end.
        public static let easeOut = AnimationCurve(rawValue: 2)
        /// Even.
        public static let linear = AnimationCurve(rawValue: 3)
        /// The keyboard's own curve, which iOS reports as 7.
        public static let keyboard = AnimationCurve(rawValue: 7)
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
