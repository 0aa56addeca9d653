import Foundation
@preconcurrency import OpenCombine
import RecordingsCore
import RecordingsMVCBindings
import Testing
import ViewKit

/// The book's `progressRow(progress:duration:)`, composed and tested alone: two labels bound to two
/// publishers in a horizontal stack, whose bindings end with the row.
@MainActor
@Suite struct ProgressRowTests {
    /// The texts of the row's labels.
    func texts(_ row: StackView) -> [String?] {
        row.arrangedSubviews.map { ($0 as? Label)?.text }
    }

    @Test func theRowShowsBothTimesAndFollowsThePublishers() {
        let progress = PassthroughSubject<TimeInterval, Never>()
        let duration = CurrentValueSubject<TimeInterval, Never>(65)
        let row = progressRow(progress: progress, duration: duration)
        #expect(row.axis == .horizontal)
        #expect(texts(row) == ["0:00:00", "0:01:05"])
        progress.send(3)
        #expect(texts(row) == ["0:00:03", "0:01:05"])
        duration.send(3_661)
        #expect(texts(row) == ["0:00:03", "1:01:01"])
        #expect(row.arrangedSubviews.allSatisfy { ($0 as? Label)?.textStyle == .monospacedDigits })
    }

    @Test func theBindingsEndWithTheRow() {
        var subscriptions = 0
        var cancellations = 0
        let times = PassthroughSubject<TimeInterval, Never>()
        let counted =
            times
            .handleEvents(
                receiveSubscription: { _ in subscriptions += 1 }, receiveCancel: { cancellations += 1 })
        var row: StackView? = progressRow(progress: counted, duration: counted)
        #expect(subscriptions == 2)
        #expect(row != nil)
        row = nil
        #expect(cancellations == 2)
    }
}
