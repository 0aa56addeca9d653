/// The restoration identifiers of the MVVM scenes: the storyboard identifiers of the book's reference
/// code, the same as the other patterns', so an archive means the same screens in each. The record scene
/// has none and is never restored.
enum RestorationID {
    /// The split view controller at the root of every window.
    static let split = "splitController"
    /// The primary navigation controller of folder screens.
    static let navigation = "navController"
    /// A folder screen.
    static let folder = "folderController"
    /// The navigation controller that wraps the player.
    static let playerNavigation = "playerNavigationController"
    /// The player.
    static let player = "playerController"
    /// The key under which folder screens and the player encode their item's uuid path.
    static let uuidPathKey = "uuidPath"
}
