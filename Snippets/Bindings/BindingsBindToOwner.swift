// Bindings from OpenCombine publishers to ViewKit objects: the owner keeps the subscription, holds
// nothing back, and ends it when it goes; a `ClockScheduler` makes time-based operators deterministic.
import Bindings
import OpenCombine
import Services
import ViewKit

// The view model's output: a folder's title.
let folderName = CurrentValueSubject<String, Never>("Recordings")

do {
    let titleLabel = ViewKit.Label()
    folderName
        .map { "Folder: \($0)" }
        .handleEvents(receiveCancel: { print("binding cancelled: its label is gone") })
        .bind(to: titleLabel, \.text)
    print(titleLabel.text ?? "")
    folderName.send("Ideas")
    print(titleLabel.text ?? "")
}
// Nobody shows the title any more; this value goes nowhere.
folderName.send("Drafts")

// A search field's text, debounced on a virtual clock: only the last of a quick burst arrives.
let clock = VirtualClock()
let query = PassthroughSubject<String, Never>()
let resultsLabel = ViewKit.Label()
query
    .debounce(for: .seconds(0.3), scheduler: ClockScheduler(clock))
    .map { "Searching for \($0)" }
    .bind(to: resultsLabel, \.text)
for prefix in ["I", "Id", "Ideas"] { query.send(prefix) }
print(resultsLabel.text ?? "(nothing yet)")
clock.advance(by: 0.3)
print(resultsLabel.text ?? "(nothing yet)")
