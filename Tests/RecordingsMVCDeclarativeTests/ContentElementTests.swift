import RecordingsMVCDeclarative
import Testing
import ViewKit

/// The book's `ContentElement`: views made from values, and a stack updated in place from a new list.
@MainActor
@Suite struct ContentElementTests {
    @Test func eachElementMakesItsView() throws {
        var taps = 0
        var ended: [String] = []
        var slid: [Double] = []
        let stack = StackView(vertical: [
            .label("Name", style: .headline),
            .textField("Recording 1", accessibilityLabel: "Name") { ended.append($0) },
            .slider(value: 2, maximum: 5, accessibilityLabel: "Progress") { slid.append($0) },
            .button("Play", style: .filled) { taps += 1 },
            .row([.label("0:00:00"), .label("0:00:05")]),
        ])
        #expect(stack.axis == .vertical)
        let views = stack.arrangedSubviews
        #expect(views.count == 5)
        let label = try #require(views[0] as? Label)
        #expect(label.text == "Name" && label.textStyle == .headline)
        let field = try #require(views[1] as? TextField)
        #expect(field.text == "Recording 1" && field.accessibilityLabel == "Name")
        field.replaceText(byUser: "New")
        field.pressReturn()
        #expect(ended == ["New"])
        let slider = try #require(views[2] as? Slider)
        #expect(slider.maximumValue == 5 && slider.value == 2 && slider.accessibilityLabel == "Progress")
        slider.slide(byUser: 4)
        #expect(slid == [4])
        let button = try #require(views[3] as? Button)
        #expect(button.currentTitle == "Play" && button.style == .filled)
        button.sendActions(for: .primaryActionTriggered)
        #expect(taps == 1)
        let row = try #require(views[4] as? StackView)
        #expect(row.axis == .horizontal)
        #expect(row.arrangedSubviews.map { ($0 as? Label)?.text } == ["0:00:00", "0:00:05"])
    }

    @Test func anUpdateOfTheSameKindsKeepsTheViewsAndTheNewCallbacks() throws {
        var tapped: [String] = []
        let stack = StackView(vertical: [
            .row([.label("0:00:00"), .label("0:00:05")]),
            .button("Play") { tapped.append("first") },
        ])
        let before = stack.arrangedSubviews
        let beforeRow = (before[0] as? StackView)?.arrangedSubviews ?? []
        stack.update([
            .row([.label("0:00:01"), .label("0:00:05")]),
            .button("Pause") { tapped.append("second") },
        ])
        #expect(zip(before, stack.arrangedSubviews).allSatisfy { $0 === $1 })
        let row = try #require(stack.arrangedSubviews[0] as? StackView)
        #expect(zip(beforeRow, row.arrangedSubviews).allSatisfy { $0 === $1 })
        #expect(row.arrangedSubviews.map { ($0 as? Label)?.text } == ["0:00:01", "0:00:05"])
        let button = try #require(stack.arrangedSubviews[1] as? Button)
        #expect(button.currentTitle == "Pause")
        button.sendActions(for: .primaryActionTriggered)
        #expect(tapped == ["second"])
    }

    @Test func anUpdateOfOtherKindsReplacesTheViews() {
        let stack = StackView(vertical: [.label("No recording selected")])
        let before = stack.arrangedSubviews
        stack.update([.button("Play") {}, .label("0:00:00")])
        #expect(stack.arrangedSubviews.count == 2)
        #expect(stack.arrangedSubviews[0] is Button)
        #expect(!stack.arrangedSubviews.contains { $0 === before[0] })
        #expect(before[0].superview == nil)
    }

    @Test func aFieldBeingEditedKeepsWhatThePersonTyped() throws {
        let stack = StackView(vertical: [.textField("Old", accessibilityLabel: "Name") { _ in }])
        let field = try #require(stack.arrangedSubviews.first as? TextField)
        field.replaceText(byUser: "Typing")
        stack.update([.textField("Renamed", accessibilityLabel: "Name") { _ in }])
        #expect(field.text == "Typing")
        field.resignFirstResponder()
        stack.update([.textField("Renamed", accessibilityLabel: "Name") { _ in }])
        #expect(field.text == "Renamed")
    }

    @Test func theDescriptionShowsWhatAnElementShowsWithoutItsCallbacks() {
        #expect(
            ContentElement.label("0:00:00", style: .monospacedDigits).description == "label(monospacedDigits) 0:00:00")
        #expect(ContentElement.button("Play", style: .filled) {}.description == "button(filled) Play")
        #expect(ContentElement.row([.label("a")]).description == "row [label(body) a]")
    }
}
