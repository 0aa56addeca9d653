public import RecordingsCore

/// Chapter 3's screens: plain ``FolderViewController``s.
@MainActor
public final class MVCScreens: ScreenFactory {
    /// Creates the factory.
    public init() {}

    public func instantiateFolderViewController(_ folder: Folder, sharedPlayer: SharedPlayer) -> FolderViewController {
        FolderViewController(folder: folder, sharedPlayer: sharedPlayer, screens: self)
    }
}
