public import ViewKit

/// What a tab reports of its visual viewport (`window.visualViewport`): the part of the page a person
/// sees, which an on-screen keyboard shortens while the layout viewport keeps its height.
///
/// Values are CSS pixels, the window's points. The keyboard is taken to cover what lies below the visual
/// viewport, when that is at least ``minimumKeyboardHeight``: a smaller gap is the browser's own bars
/// moving, not a keyboard.
public struct VisualViewport: Equatable, Sendable {
    /// The smallest gap below the visual viewport that counts as a keyboard, in points.
    public static let minimumKeyboardHeight: Double = 100
    /// How far the visual viewport may reach below the layout viewport, for rounding, in points.
    public static let tolerance: Double = 1

    /// The visual viewport's height.
    public var height: Double
    /// The visual viewport's top edge in the layout viewport (`visualViewport.offsetTop`).
    public var offsetTop: Double
    /// The layout viewport's height (`window.innerHeight`).
    public var layoutHeight: Double

    /// Creates a report; ``ClientMessage/parse(_:)`` checks the values first.
    public init(height: Double, offsetTop: Double, layoutHeight: Double) {
        self.height = height
        self.offsetTop = offsetTop
        self.layoutHeight = layoutHeight
    }

    /// The height of the part of the layout viewport below the visual viewport.
    public var coveredHeight: Double { max(0, layoutHeight - offsetTop - height) }

    /// The keyboard's frame in window coordinates, `width` wide, or nil when no keyboard covers the page.
    public func keyboardFrame(width: Double) -> Rect? {
        let covered = coveredHeight
        guard covered >= Self.minimumKeyboardHeight else { return nil }
        return Rect(x: 0, y: layoutHeight - covered, width: width, height: covered)
    }
}
