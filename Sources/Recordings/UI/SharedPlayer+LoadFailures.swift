public import RecordingsCore
import Services
public import ViewKit

extension SharedPlayer {
    /// Shows a recording that could not be loaded for playback as an alert in `window`, titled "Cannot
    /// play" with the recording's name, for as long as the window is open.
    public func reportLoadFailures(in window: Window) {
        onLoadFailure = { [weak window] recording, error in
            window?.presentMessage(
                title: RecordingsStrings.cannotPlay(recording.name), message: error.description,
                ok: RecordingsStrings.ok)
        }
    }
}
