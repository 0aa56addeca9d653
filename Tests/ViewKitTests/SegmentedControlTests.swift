import Testing

@testable import ViewKit

@MainActor
struct SegmentedControlTests {
    static func rideOptions() -> SegmentedControl {
        SegmentedControl(
            segments: [
                .init(title: "Wallabee", image: .emoji("🦘")), .init(title: "Wallaroo", image: .emoji("🦘")),
                .init(title: "Wallavan"),
            ],
            selected: 0)
    }

    @Test func segmentsHaveTitlesAndImages() {
        let control = Self.rideOptions()
        #expect(control.numberOfSegments == 3)
        #expect(control.items == ["Wallabee", "Wallaroo", "Wallavan"])
        #expect(control.imageForSegment(at: 1) == .emoji("🦘"))
        #expect(control.imageForSegment(at: 2) == nil)
        #expect(control.titleForSegment(at: 3) == nil)
        control.setImage(.symbol("car"), forSegmentAt: 2)
        control.setTitle("Van", forSegmentAt: 2)
        control.setTitle("Nothing", forSegmentAt: 7)
        #expect(control.segments[2] == .init(title: "Van", image: .symbol("car")))
        control.items = ["A", "B"]
        #expect(control.segments == [.init(title: "A"), .init(title: "B")])
    }

    @Test func theSnapshotPrintsEachImageBeforeItsTitle() {
        let control = Self.rideOptions()
        let harness = Harness(root: ContentController([control]))
        #expect(harness.snapshot == "window compact\nsegments: [🦘 Wallabee] 🦘 Wallaroo Wallavan")
        control.isEnabled = false
        #expect(harness.snapshot == "window compact\nsegments: [🦘 Wallabee] 🦘 Wallaroo Wallavan (disabled)")
    }

    @Test func segmentNodesCarryTheirImageIndexAndTheControlsState() throws {
        let control = Self.rideOptions()
        control.isEnabled = false
        let harness = Harness(root: ContentController([control]))
        let node = try #require(harness.window.renderTree().first { $0.kind == .segmented })
        #expect(
            node.children.map(\.content) == [
                .segment(title: "Wallabee", image: .emoji("🦘"), index: 0),
                .segment(title: "Wallaroo", image: .emoji("🦘"), index: 1),
                .segment(title: "Wallavan", image: nil, index: 2),
            ])
        #expect(node.children.map(\.flags) == [[.disabled, .selected], [.disabled], [.disabled]])
    }

    @Test func tappingASegmentByTitleSelectsItAsAPersonWould() throws {
        let control = Self.rideOptions()
        var chosen: [Int?] = []
        control.addAction(for: .valueChanged) { control in
            chosen.append((control as? SegmentedControl)?.selectedSegmentIndex)
        }
        let harness = Harness(root: ContentController([control]))
        try harness.automation.tap("Wallaroo")
        #expect(control.selectedSegmentIndex == 1)
        #expect(chosen == [1])
        #expect(harness.snapshot == "window compact\nsegments: 🦘 Wallabee [🦘 Wallaroo] Wallavan")
        // Tapping the selected segment again changes nothing and sends nothing, as in UIKit.
        try harness.automation.tap("Wallaroo")
        #expect(chosen == [1])
        try harness.automation.tap("Wallavan")
        #expect(chosen == [1, 2])
    }

    @Test func aDisabledControlRefusesATapOnItsSegment() {
        let control = Self.rideOptions()
        control.isEnabled = false
        var changes = 0
        control.addAction(for: .valueChanged) { _ in changes += 1 }
        let harness = Harness(root: ContentController([control]))
        #expect(throws: AutomationError("segment \"Wallaroo\" is disabled")) {
            try harness.automation.tap("Wallaroo")
        }
        #expect(control.selectedSegmentIndex == 0)
        #expect(changes == 0)
    }

    @Test func anUnknownTitleListsWhatCanBeTapped() {
        let harness = Harness(root: ContentController([Self.rideOptions()]))
        #expect(
            throws: AutomationError(
                "no button, bar button item, row, alert action or control matches \"Kangaroo\" (on screen: "
                    + "segment \"Wallabee\", segment \"Wallaroo\", segment \"Wallavan\")")
        ) {
            try harness.automation.tap("Kangaroo")
        }
    }

    @Test func choosingTheSelectedSegmentByIndexSendsNothing() throws {
        let control = Self.rideOptions()
        var changes = 0
        control.addAction(for: .valueChanged) { _ in changes += 1 }
        let harness = Harness(root: ContentController([control]))
        try harness.window.perform(.selectSegment(0), on: control.elementID)
        #expect(changes == 0)
        try harness.window.perform(.selectSegment(2), on: control.elementID)
        #expect(changes == 1)
    }
}
