import Foundation
import MAVB
import RecordingsCore
import Services
import ViewKit

/// The player, the split view's detail (the sample's `playView`): the loaded recording's name in a field
/// that renames it, its position and duration, a slider that seeks and the play button; "No recording
/// selected" while nothing is loaded.
///
/// The play button takes the sample's two cycles: its action sends `.togglePlay` to the window's
/// `mediaControl`, which the audio follows; the audio's `mediaState` comes back and the button's title
/// binding shows it.
@MainActor
func playView(_ split: SplitState, _ store: StoreAdapter) -> ViewControllerBinder {
    // NB: one stage per binding, not two: a progress tick goes through every one of them.
    func media<Shown>(_ shown: @escaping @MainActor (MediaState) -> Shown) -> Signal<Shown> {
        split.mediaState.signal.map { shown($0 ?? MediaState()) }
    }
    // A refused name, and an edit left without return, put the stored one back into the field; an emptied
    // draft (navigation empties it) ends the edit.
    let shownAgain = Input<String>()
    return ViewControllerBinder(
        .title <-- loadedRecording(split, store).map { $0?.name ?? "" },
        .layout
            -- .vertical(
                .view(
                    LabelBinder(
                        .text -- RecordingsStrings.noRecordingSelected,
                        .isHidden <-- loadedRecording(split, store).map { $0 != nil })),
                .view(
                    Binder<StackView>(
                        [
                            .isHidden <-- loadedRecording(split, store).map { $0 == nil },
                            .arrangedSubviews -- [
                                TextFieldBinder(
                                    .accessibilityLabel -- RecordingsStrings.name,
                                    .text
                                        <-- loadedRecording(split, store).compactMap { $0?.name }
                                        .merge(with: shownAgain.signal),
                                    .textDidChange --> split.nameDraft.input,
                                    .resignFirstResponder
                                        <-- split.nameDraft.signal.filter { $0 == nil }.map { _ in () },
                                    .didReturn --> renameInput(split, store, shownAgain: shownAgain.input),
                                    .didEndEditing --> dropDraftInput(split, store, shownAgain: shownAgain.input)),
                                Binder<StackView>(
                                    [
                                        .arrangedSubviews -- [
                                            LabelBinder(
                                                .textStyle -- .monospacedDigits,
                                                .text <-- media { timeString($0.progress) }),
                                            LabelBinder(
                                                .textStyle -- .monospacedDigits,
                                                .text <-- media { timeString($0.duration) }),
                                        ]
                                    ]
                                ) { StackView(axis: .horizontal, spacing: 8) },
                                SliderBinder(
                                    .accessibilityLabel -- RecordingsStrings.progress,
                                    .maximumValue <-- media(\.duration),
                                    .value <-- media(\.progress),
                                    .valueChanged
                                        --> Input<Double>().map { MediaControl.seek($0) }
                                        .bind(to: split.mediaControl.input)),
                                ButtonBinder(
                                    .buttonStyle -- .filled,
                                    .title <-- media(\.buttonTitle),
                                    .action
                                        --> Input<Void>().map { MediaControl.togglePlay }
                                        .bind(to: split.mediaControl.input)),
                            ],
                        ]
                    ) { StackView(axis: .vertical, spacing: 16) }))
    )
}

/// Where the name field's text goes when the person presses return: a valid name renames the loaded
/// recording; a refused one is explained, and the field shows the name again (its text binding repeats
/// it).
@MainActor
private func renameInput(
    _ split: SplitState, _ store: StoreAdapter, shownAgain: SignalInput<String>
) -> SignalInput<String> {
    let channel = Input<String>()
    split.retain(
        channel.signal.subscribeValuesUntilEnd { text in
            guard let uuid = split.playState.value?.uuid, let current = store.document[uuid] else { return }
            do throws(NameError) {
                let name = try Item.validatedName(text)
                if name != current.name { store.input.send(.renameItem(uuid: uuid, newName: name)) }
            } catch {
                shownAgain.send(current.name)
                split.show(AlertMessage(title: RecordingsStrings.invalidName, message: error.description))
            }
        })
    return channel.input
}

/// Where the end of an edit goes: the field shows the loaded recording's stored name again. After return
/// the name was submitted already (``renameInput(_:_:shownAgain:)``); any other end (the person goes
/// back, selects another recording, the window changes size, another field takes the focus) drops what
/// was typed.
///
/// NB: the books' name field commits on return; an edit left without return is a draft, so leaving it
/// saves nothing and shows no alert, in every pattern.
@MainActor
private func dropDraftInput(
    _ split: SplitState, _ store: StoreAdapter, shownAgain: SignalInput<String>
) -> SignalInput<String> {
    let channel = Input<String>()
    split.retain(
        channel.signal.subscribeValuesUntilEnd { _ in
            split.nameDraft.clear()
            guard let uuid = split.playState.value?.uuid, let current = store.document[uuid] else { return }
            shownAgain.send(current.name)
        })
    return channel.input
}
