public import RecordingsCore

extension PlayViewController {
    /// The player's local view state as one value (chapter 6's "Simplifying Local View State", which
    /// chapter 8's lessons call the same idea as TEA's): the loaded recording's name and its playback, the
    /// properties that always change together. The player holds it as an optional, nil while nothing is
    /// loaded, and draws every view from it in one place.
    ///
    /// NB: the book's struct has `playState`, `progress` and `duration`; ``PlaybackState`` holds all three
    /// (and the pause that makes the button say "Resume").
    public struct DisplayState: Equatable, Sendable {
        /// The recording's name: the navigation title and the name field.
        public var name: String
        /// The playback position, length and whether it plays or is paused.
        public var playState: PlaybackState

        /// A display state showing `name` with `playState`.
        public init(name: String, playState: PlaybackState = PlaybackState()) {
            self.name = name
            self.playState = playState
        }

        /// What `sharedPlayer` shows now: nil while it has nothing loaded.
        @MainActor
        public init?(_ sharedPlayer: SharedPlayer) {
            guard let recording = sharedPlayer.recording else { return nil }
            self.init(name: recording.name, playState: sharedPlayer.state)
        }

        /// The navigation title.
        public var title: String { name }
        /// The position label's text.
        public var progressText: String { timeString(playState.progress) }
        /// The length label's text.
        public var durationText: String { timeString(playState.duration) }
        /// The play button's title: Play, Pause or Resume.
        public var playButtonTitle: String { playState.buttonTitle }
    }
}
