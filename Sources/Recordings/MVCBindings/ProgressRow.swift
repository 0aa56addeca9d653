import Bindings
public import Foundation
@preconcurrency public import OpenCombine
import RecordingsCore
public import ViewKit

/// A row with the playback position on the left and the recording's length on the right, each label
/// bound to its publisher (the book's `progressRow(progress:duration:)` of chapter 7's "Composing Views":
/// a reusable component built by a function instead of a view subclass).
///
/// The bindings belong to the labels (``LifetimeOwner``): they end when the row is released, with
/// nothing for the caller to keep.
@MainActor
public func progressRow(
    progress: some Publisher<TimeInterval, Never>, duration: some Publisher<TimeInterval, Never>
) -> StackView {
    let progressLabel = Label(text: timeString(0), style: .monospacedDigits)
    progress.map(timeString).bind(to: progressLabel) { label, text in label.text = text }
    let durationLabel = Label(text: timeString(0), style: .monospacedDigits)
    duration.map(timeString).bind(to: durationLabel) { label, text in label.text = text }
    return StackView(axis: .horizontal, spacing: 8, arrangedSubviews: [progressLabel, durationLabel])
}
