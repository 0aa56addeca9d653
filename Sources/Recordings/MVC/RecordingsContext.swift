public import RecordingsCore
public import Services

/// What the MVC controllers need from outside: the store, the audio backend and the clock.
///
/// The book's MVC reaches the model through the `Store.shared` singleton and lets storyboards build the
/// controllers; chapter 3's "code instead of storyboards" improvement prefers handing dependencies in,
/// which is what this app does. The app delegate makes one context and passes it to every controller it
/// or a controller creates.
@MainActor
public final class RecordingsContext {
    /// The library every window shows.
    public let store: Store
    /// Makes players and recorders.
    public let audio: any AudioBackend
    /// The run loop; the player uses it to tell a move between containers from leaving the screen.
    public let clock: any Clock

    /// Creates a context.
    public init(store: Store, audio: any AudioBackend, clock: any Clock) {
        self.store = store
        self.audio = audio
        self.clock = clock
    }
}
