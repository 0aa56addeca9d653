public import RecordingsCore
public import ViewKit

/// What the MVC app needs to know about a window's player screen, whichever controller a
/// ``ScreenFactory`` makes for it: the playback it shows, and whether the person went back from it.
///
/// The app delegate keeps a player the person left out of a collapsed navigation stack, and the mini
/// player brings it back, through this protocol; ``PlayViewController`` is chapter 3's player, and a
/// lesson variant's player adopts it to take its place.
@MainActor
public protocol PlayerScreen: ViewController {
    /// The window's playback the screen shows.
    var sharedPlayer: SharedPlayer { get }
    /// Whether the person went back from this player in a compact window (playback goes on in the mini
    /// player); setting it to false lets the split view show the player again.
    var isDismissed: Bool { get set }
}
