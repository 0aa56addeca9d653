/// The restoration identifiers of the MVVM-C scenes (the sample's storyboard identifiers). The record
/// scene has none, so it is never restored.
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
    /// The key under which the player encodes whether the person went back from it.
    static let dismissedKey = "dismissed"
}
