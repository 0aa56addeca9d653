import Foundation
public import RecordingsCore
import RecordingsUI
public import ViewKit

/// The player of one recording declared as a list of ``ContentElement``s (chapter 8's lesson): the name
/// field, a row with the position and the length, the slider and the Play / Pause / Resume button, made
/// from the recording's name and the playback by ``elements(name:playback:)``. At every change of the
/// window's ``SharedPlayer`` (progress, play/pause, a rename) the same list is made again and the stack's
/// views are updated in place, never rebuilt. It takes the place of MVC's `RecordingPlayerViewController`
/// as the child MVC's `PlayViewController` shows while a recording is loaded; actions and renaming are
/// MVC's.
@MainActor
public final class DeclarativeRecordingPlayerViewController: ViewController {
    /// The recording shown.
    public let recording: Recording
    /// The window's playback, which holds ``recording``.
    public let sharedPlayer: SharedPlayer
    /// The stack the elements are rendered into; the controller's view.
    public let stack = StackView(vertical: [])
    private var observation: SharedPlayer.Observation?

    /// Creates the player of `recording`, which `sharedPlayer` has loaded, and renders it.
    public init(recording: Recording, sharedPlayer: SharedPlayer) {
        self.recording = recording
        self.sharedPlayer = sharedPlayer
        super.init()
        observation = sharedPlayer.addObserver { [weak self] _ in self?.render() }
    }

    public override func loadView() {
        view = stack
    }

    // MARK: Changing the view

    /// The player's elements for a recording named `name` at `playback`: what the screen shows, as a value.
    public func elements(name: String, playback: PlaybackState) -> [ContentElement] {
        [
            .textField(name, accessibilityLabel: RecordingsStrings.name) { [weak self] in self?.rename(to: $0) },
            .row([
                .label(timeString(playback.progress), style: .monospacedDigits),
                .label(timeString(playback.duration), style: .monospacedDigits),
            ]),
            .slider(
                value: playback.progress, maximum: playback.duration, accessibilityLabel: RecordingsStrings.progress
            ) { [weak self] in self?.sharedPlayer.setProgress($0) },
            .button(playback.buttonTitle, style: .filled) { [weak self] in self?.sharedPlayer.togglePlay() },
        ]
    }

    /// Updates the stack's views in place to the recording's name and the playback now.
    public func render() {
        stack.update(elements(name: recording.name, playback: sharedPlayer.state))
    }

    // MARK: Actions

    /// Renames the recording to `name`, submitted with return; a refused name is explained and the field
    /// shows the current name again. A recording deleted meanwhile is left alone.
    ///
    /// NB: the books' name field commits on return; an edit left without return is a draft the text field
    /// element drops, so leaving it saves nothing and explains nothing, in every pattern.
    private func rename(to name: String) {
        guard recording.store != nil else { return }
        do {
            try recording.setName(name)
            render()
        } catch {
            render()
            presentNameError(error)
        }
    }
}
