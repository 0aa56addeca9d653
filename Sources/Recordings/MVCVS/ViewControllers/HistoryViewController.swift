import Foundation
public import RecordingsCore
import Services
public import ViewKit
public import ViewStateStore

/// The time-travel slider of the book's MVC+VS sample (its `HistoryViewController`): a slider labelled
/// "History" at the bottom of the app whose every position is a moment of the window's history; moving it
/// restores that moment's document and view state (the book's history "snapshots all data"): a deleted
/// recording comes back with its audio, and the interface rebuilds itself from the state.
///
/// Playback and recording progress are not moments (the book leaves them out so the slider can be
/// dragged while they emit). It is a development tool, shown when the app is launched with time travel
/// on (`apparch drive|serve recordings --pattern mvcvs --time-travel`).
@MainActor
public final class HistoryViewController: ViewController {
    /// The slider; its value is the index of the history entry shown.
    public let slider = Slider()
    /// The window's history.
    public let history: StateHistory<RecordingsDocument, SplitViewState>
    private var observation: ViewStateStore.StoreObservation?

    /// Creates the slider for `history`.
    public init(history: StateHistory<RecordingsDocument, SplitViewState>) {
        self.history = history
        super.init()
        slider.accessibilityLabel = RecordingsStrings.history
        slider.minimumValue = 0
        slider.addTarget(self, action: HistoryViewController.travel, for: .valueChanged)
        observation = history.addObserver { [weak self] in self?.update() }
    }

    public override func loadView() {
        view = slider
    }

    private func update() {
        slider.maximumValue = Double(history.lastIndex)
        slider.value = Double(history.position)
    }

    /// Jumps to the entry under the slider.
    public func travel() {
        history.jump(to: Int(slider.value.rounded()))
    }
}
