import Foundation
import ViewKit

/// What `web-windows.json` holds: the windows a mount's tabs had open when the server last stopped, each as
/// its restorable state under a digest of the tab's session token (``SavedWindowsFile`` reads and writes it).
///
/// The mount key and pattern name are there for a person reading the file, and so that a file copied from
/// another mount's data folder gives nothing back here.
struct SavedWindows: Codable, Equatable, Sendable {
    /// The version of this layout; a file of another version is kept aside as unreadable.
    static let currentFormat = 1

    /// The version of the layout, ``currentFormat`` when written.
    var format: Int
    /// The key of the mount whose windows these are (`""` for the app served at `/`).
    var mount: String
    /// The name of the pattern the app ran.
    var pattern: String
    /// The windows, newest first.
    var windows: [Entry]

    /// One saved window.
    struct Entry: Codable, Equatable, Sendable {
        /// The SHA-256 digest of the mount, the pattern and the tab's session token (``SavedWindowsFile/digest(ofToken:)``),
        /// in lowercase hexadecimal; never the token itself.
        var token: String
        /// When the server stopped with this window open.
        var savedAt: Date
        /// What the window showed.
        var archive: RestorationArchive
    }
}
