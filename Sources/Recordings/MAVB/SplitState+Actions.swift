import Foundation
import MAVB

extension SplitState {
    /// Loads recording `uuid` into the player and shows it; selecting the loaded one again keeps it
    /// playing and shows the player. Either way the player is shown anew: a draft of the name goes.
    func select(_ uuid: UUID) {
        nameDraft.clear()
        if playState.value != PlayState(uuid: uuid) { playState.set(PlayState(uuid: uuid)) }
        if playerDismissed.value { playerDismissed.set(false) }
    }

    /// Closes the topmost message and shows the text alert it leads back to.
    func dismissMessage() {
        var shown = messages.value ?? []
        guard let last = shown.popLast() else { return }
        messages.set(shown)
        if let next = last.then { textAlert.set(next) }
    }
}
