/// The restoration identifiers and keys of the Recordings screens: the storyboard identifiers of the
/// book's reference code, the same in every pattern that restores screens one by one (MVC, MVVM, MVVM-C,
/// controller-owned), so an archive means the same screens in each. The record scene has none, so it is
/// never restored.
public enum RestorationID {
    /// The split view controller at the root of every window.
    public static let split = "splitController"
    /// The primary navigation controller of folder screens.
    public static let navigation = "navController"
    /// A folder screen.
    public static let folder = "folderController"
    /// The navigation controller that wraps the player.
    public static let playerNavigation = "playerNavigationController"
    /// The player.
    public static let player = "playerController"
    /// The key under which folder screens and the player encode their item's uuid path.
    public static let uuidPathKey = "uuidPath"
    /// The key under which the player encodes whether the person went back from it.
    public static let dismissedKey = "dismissed"
    /// The key under which a controller-owned folder screen encodes its folder's name, shown until the
    /// server answers.
    public static let folderNameKey = "name"
}
