/// The root screens an app delegate gave its windows, one per window, held weakly: a screen whose window
/// closed (and that nothing else holds) drops out. Every pattern's Koober delegate keeps its windows'
/// screens in one.
public struct WindowRootScreens<Screen: AnyObject> {
    private var references: [WeakReference] = []

    /// Creates an empty list.
    public init() {}

    /// The screens still alive, in the order they were added.
    public var screens: [Screen] { references.compactMap(\.screen) }

    /// Adds `screen`, a new window's root screen, forgetting the screens that are gone.
    public mutating func append(_ screen: Screen) {
        references.removeAll { $0.screen == nil }
        references.append(WeakReference(screen: screen))
    }

    /// A weak reference to a window's root screen.
    private struct WeakReference {
        weak var screen: Screen?
    }
}
