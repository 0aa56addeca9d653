public import Foundation
public import RecordingsCore
public import Services
public import TEA
import ViewKit

/// The player's state (the book's `PlayerState`): the recording, its player, the name field's text, the
/// position and whether it plays.
public struct PlayerState: Equatable {
    /// The player's messages.
    public enum Message: Equatable, Sendable {
        /// The person tapped Play/Pause/Resume.
        case togglePlay
        /// The person edited the name field.
        case nameChanged(String)
        /// The person pressed return in the name field.
        case saveName(String)
        /// The person left the name field without return (went back, selected another recording, resized
        /// the window, moved the focus).
        case nameEditingEnded
        /// The person moved the slider.
        case seek(Double)
        /// The library refused the name the field saved.
        case nameRefused(NameError)
        /// The player reported its state, or nil when playback failed.
        case playPositionChanged(Services.PlayerState?)
    }

    /// The recording shown.
    public var recording: RecordingValue
    /// Its player.
    public let player: PlayerHandle
    /// The name field's text: the stored name, or what the person is typing (a draft until return).
    public var name: String
    /// The playback position in seconds.
    public var position: TimeInterval = 0
    /// The audio's length in seconds.
    public var duration: TimeInterval
    /// Whether audio plays.
    public var playing = false

    /// Creates the state of a player for `recording`.
    public init(recording: RecordingValue, player: PlayerHandle) {
        self.recording = recording
        self.player = player
        self.name = recording.name
        self.duration = player.duration
    }

    /// The play button's title: Pause while playing, Resume when paused after the start, else Play.
    public var buttonTitle: String {
        if playing { return RecordingsStrings.pause }
        return position > 0 ? RecordingsStrings.resume : RecordingsStrings.play
    }

    /// Puts the stored name back in the field and tells the person why `error` refused the new one.
    private mutating func refuse(_ error: NameError) -> [RecordingsCommand<AppState.Message>] {
        name = recording.name
        return [
            .modalAlert(
                title: RecordingsStrings.invalidName, message: error.description, accept: RecordingsStrings.ok,
                dismissed: nil)
        ]
    }

    /// Updates the state. A failed playback (`.playPositionChanged(nil)`) is the app state's to handle.
    public mutating func update(_ message: Message) -> [RecordingsCommand<AppState.Message>] {
        switch message {
        case .togglePlay:
            playing.toggle()
            return [.togglePlay(player)]
        case .nameChanged(let text):
            name = text
            return []
        case .nameEditingEnded:
            // NB: the books' name field commits on return; an edit left without return is a draft, so
            // leaving it drops the draft: the field shows the stored name, nothing is saved, no alert.
            name = recording.name
            return []
        case .saveName(let text):
            do throws(NameError) {
                let accepted = try Item.validatedName(text)
                name = accepted
                guard accepted != recording.name else { return [] }
                return [.changeName(of: recording, to: accepted, refused: Reply { .player(.nameRefused($0)) })]
            } catch {
                return refuse(error)
            }
        case .nameRefused(let error):
            return refuse(error)
        case .seek(let time):
            position = time
            return [.seek(player, to: time)]
        case .playPositionChanged(let state):
            guard let state else { return [] }
            position = state.currentTime
            duration = state.duration
            playing = state.activity == .playing
            return []
        }
    }

    /// The player screen (the book's `PlayerState.viewController`): a lazy view of this state, so a render
    /// in which the playback did not change (a change elsewhere in the library, say) leaves the player's
    /// views alone.
    ///
    /// NB: the lazy view keeps this state, and so the player, until the screen shows something else: when
    /// the playback ends (the recording is deleted), the next render puts "No recording selected" in its
    /// place and lets the player go.
    public var viewController: TEA.ViewController<Message> { .viewController(.lazy(self) { $0.view }) }

    /// Where the playback is, the input of the player's times and slider.
    struct Progress: Equatable {
        var position: TimeInterval
        var duration: TimeInterval
    }

    var progress: Progress { Progress(position: position, duration: duration) }

    /// The player's views: the name field, the times, the slider and the play button. Each is a lazy view
    /// of what it shows (the name, the progress, the button's title), so a tick renders the times and the
    /// slider, and a rename the name field, without wiring the other controls' messages again.
    public var view: TEA.View<Message> {
        let progress = self.progress
        return .stackView(
            views: [
                .stackView(
                    views: [
                        .lazy(name) { name in
                            .textField(
                                text: name, accessibilityLabel: RecordingsStrings.name,
                                onChange: { .nameChanged($0) }, onEnd: { _ in .nameEditingEnded },
                                onSubmit: { .saveName($0) })
                        },
                        .lazy(progress) { progress in
                            .stackView(
                                views: [
                                    .label(text: timeString(progress.position), style: .monospacedDigits),
                                    .label(text: timeString(progress.duration), style: .monospacedDigits),
                                ], axis: .horizontal, spacing: 8)
                        },
                        .lazy(progress) { progress in
                            .slider(
                                value: progress.position, maximum: progress.duration,
                                accessibilityLabel: RecordingsStrings.progress, onChange: { .seek($0) })
                        },
                        .lazy(buttonTitle) { title in .button(text: title, style: .filled, onTap: .togglePlay) },
                    ], spacing: 16)
            ], spacing: 16)
    }
}
