import Services
import Testing

@testable import ViewKit

@MainActor
struct ControlsTests {
    // MARK: View

    @Test func descendantsComeDepthFirstInOrder() {
        let root = View()
        let (first, inner, second) = (View(), Label(), Button())
        root.addSubview(first)
        first.addSubview(inner)
        root.addSubview(second)
        #expect(root.allDescendants.map(ObjectIdentifier.init) == [first, inner, second].map(ObjectIdentifier.init))
        var visited: [ObjectIdentifier] = []
        root.forEachDescendant { visited.append(ObjectIdentifier($0)) }
        #expect(visited == [first, inner, second].map(ObjectIdentifier.init))
        #expect(inner.allDescendants.isEmpty)
    }

    // MARK: Button

    @Test func aButtonShowsTheTitleForItsState() {
        let button = Button(title: "Play")
        button.setTitle("Unavailable", for: .disabled)
        button.setTitle("Pause", for: .selected)
        #expect(button.currentTitle == "Play")
        button.isSelected = true
        #expect(button.currentTitle == "Pause")
        button.isEnabled = false
        #expect(button.currentTitle == "Unavailable")
        button.setTitle(nil, for: .disabled)
        #expect(button.currentTitle == "Pause")
        #expect(button.title(for: .disabled) == nil)
        #expect(button.title(for: .normal) == "Play")
    }

    @Test func targetActionCallsTheTargetsMethod() throws {
        let button = Button(title: "Save")
        let target = ActionTarget()
        button.addTarget(target, action: ActionTarget.save, for: .primaryActionTriggered)
        let registration = try #require(button.registrations(for: .primaryActionTriggered).first)
        #expect(registration.target === target)
        #expect(target.calls == 0)

        button.sendActions(for: .primaryActionTriggered)
        #expect(target.calls == 1)
        #expect(button.registrations(for: .valueChanged).isEmpty)
    }

    @Test func aGoneTargetIsNotCalled() {
        let button = Button(title: "Save")
        let calls = Counter()
        do {
            let target = ActionTarget(counting: calls)
            button.addTarget(target, action: ActionTarget.save, for: .primaryActionTriggered)
        }
        button.sendActions(for: .primaryActionTriggered)
        #expect(calls.value == 0)
        #expect(button.registrations(for: .primaryActionTriggered).first?.target == nil)
    }

    @Test func closureActionsRunInTheOrderAdded() {
        var events: [String] = []
        let button = Button(title: "Go") { _ in events.append("init") }
        button.addAction(for: .primaryActionTriggered) { _ in events.append("added") }
        button.sendActions(for: .primaryActionTriggered)
        #expect(events == ["init", "added"])
        button.removeAllActions(for: .primaryActionTriggered)
        button.sendActions(for: .primaryActionTriggered)
        #expect(events == ["init", "added"])
    }

    @Test func aDisabledButtonRendersDisabledAndAutomationRefusesIt() {
        var taps = 0
        let button = Button(title: "Save") { _ in taps += 1 }
        button.isEnabled = false
        let harness = Harness(root: ContentController([button]))
        #expect(harness.snapshot == "window compact\n(Save (disabled))")
        #expect(throws: AutomationError("button \"Save\" is disabled")) { try harness.automation.tap("Save") }
        #expect(taps == 0)
    }

    // MARK: Text field

    @Test func typingSendsEditingChangedAfterBeginningEditing() {
        let field = TextField(placeholder: "Name")
        let recorder = EventRecorder()
        observe(field, into: recorder)
        field.replaceText(byUser: "Milk")
        #expect(field.text == "Milk")
        #expect(field.isFirstResponder)
        #expect(recorder.take() == ["editingDidBegin", "editingChanged Milk"])

        field.text = "Set by code"
        #expect(recorder.take() == [])
    }

    @Test func returnAsksTheDelegateThenEndsEditing() {
        let field = TextField()
        let recorder = EventRecorder()
        let delegate = FieldDelegate(recorder: recorder)
        field.delegate = delegate
        observe(field, into: recorder)
        field.replaceText(byUser: "Milk")
        _ = recorder.take()

        field.pressReturn()
        #expect(recorder.take() == ["shouldReturn", "editingDidEndOnExit", "editingDidEnd", "didEndEditing"])
        #expect(!field.isFirstResponder)
    }

    @Test func aDelegateThatRefusesReturnKeepsEditing() {
        let field = TextField()
        let recorder = EventRecorder()
        let delegate = FieldDelegate(recorder: recorder)
        delegate.allowsReturn = false
        field.delegate = delegate
        observe(field, into: recorder)
        field.becomeFirstResponder()
        _ = recorder.take()

        field.pressReturn()
        #expect(recorder.take() == ["shouldReturn"])
        #expect(field.isFirstResponder)
    }

    @Test func theFocusMovesBetweenFieldsOfAWindow() {
        let recorder = EventRecorder()
        let first = TextField(placeholder: "First")
        let second = TextField(placeholder: "Second")
        let firstDelegate = FieldDelegate(recorder: recorder, name: "first")
        let secondDelegate = FieldDelegate(recorder: recorder, name: "second")
        first.delegate = firstDelegate
        second.delegate = secondDelegate
        let harness = Harness(root: ContentController([first, second]))

        first.becomeFirstResponder()
        second.becomeFirstResponder()
        #expect(!first.isFirstResponder)
        #expect(second.isFirstResponder)
        #expect(harness.window.firstResponder === second)
        #expect(recorder.take() == ["first didBeginEditing", "first didEndEditing", "second didBeginEditing"])
        #expect(harness.snapshot == "window compact\nfield \"First\": ‹First›\nfield \"Second\": ‹Second› ⌨")
    }

    @Test func aSecureFieldShowsDots() {
        let field = TextField(text: "hunter2", placeholder: "Password")
        field.isSecureTextEntry = true
        let harness = Harness(root: ContentController([field]))
        #expect(harness.snapshot == "window compact\nfield \"Password\": •••••••")
    }

    // MARK: Slider

    @Test func aSliderClampsItsValueToItsBounds() {
        let slider = Slider(value: 5, minimum: 0, maximum: 2)
        #expect(slider.value == 2)
        slider.value = -1
        #expect(slider.value == 0)
        slider.value = .nan
        #expect(slider.value == 0)
        slider.value = 1.5
        slider.maximumValue = 1
        #expect(slider.value == 1)
        slider.minimumValue = 0.5
        slider.value = 0
        #expect(slider.value == 0.5)
        #expect(Slider(value: -3, minimum: -1, maximum: 1).value == -1)
    }

    @Test func aSliderSendsValueChangedOnlyForThePerson() {
        let slider = Slider(value: 0.2)
        var values: [Double] = []
        slider.addAction(for: .valueChanged) { values.append(($0 as? Slider)?.value ?? -1) }
        slider.value = 0.4
        #expect(values == [])
        slider.slide(byUser: 3)
        #expect(values == [1])
    }

    // MARK: Other controls

    @Test func aSwitchTogglesAndSendsValueChangedOnlyForThePerson() {
        let toggle = Switch(isOn: false)
        var changes = 0
        toggle.addAction(for: .valueChanged) { _ in changes += 1 }
        toggle.isOn = true
        #expect(changes == 0)
        toggle.toggle(byUser: nil)
        #expect(!toggle.isOn)
        toggle.toggle(byUser: true)
        #expect(toggle.isOn)
        #expect(changes == 2)
    }

    @Test func aSegmentedControlIgnoresSegmentsThatDoNotExist() {
        let control = SegmentedControl(items: ["All", "Done"], selected: 0)
        var changes = 0
        control.addAction(for: .valueChanged) { _ in changes += 1 }
        control.select(byUser: 1)
        #expect(control.selectedSegmentIndex == 1)
        control.select(byUser: 2)
        control.select(byUser: -1)
        #expect(control.selectedSegmentIndex == 1)
        #expect(changes == 1)
        let harness = Harness(root: ContentController([control]))
        #expect(harness.snapshot == "window compact\nsegments: All [Done]")
    }

    @Test func aSearchBarTellsItsDelegate() {
        let bar = SearchBar(placeholder: "Search items")
        let delegate = SearchDelegate()
        bar.delegate = delegate
        bar.replaceText(byUser: "mi")
        bar.replaceText(byUser: "milk")
        bar.pressSearch()
        #expect(bar.text == "milk")
        #expect(delegate.events == ["changed mi", "changed milk", "search milk"])
    }

    @Test func aProgressViewClampsItsProgress() {
        #expect(ProgressView(progress: 2).progress == 1)
        let progress = ProgressView(progress: 0.25)
        #expect(progress.progress == 0.25)
        progress.progress = -1
        #expect(progress.progress == 0)
        progress.progress = .nan
        #expect(progress.progress == 0)
        progress.progress = 0.5
        let harness = Harness(root: ContentController([progress]))
        #expect(harness.snapshot == "window compact\nprogress 50%")
    }

    @Test func anActivityIndicatorShowsOnlyWhileSpinning() {
        let spinner = ActivityIndicatorView()
        let harness = Harness(root: ContentController([Label(text: "Loading"), spinner]))
        #expect(harness.snapshot == "window compact\nLoading")
        spinner.startAnimating()
        #expect(spinner.isAnimating)
        #expect(harness.snapshot == "window compact\nLoading\nactivity (spinning)")
        spinner.stopAnimating()
        #expect(harness.snapshot == "window compact\nLoading")
    }

    @Test func imageViewsShowSymbolsAndEmoji() {
        let symbol = ImageView(image: .symbol("mic"))
        let emoji = ImageView(image: .emoji("📁"))
        let empty = ImageView()
        let harness = Harness(root: ContentController([symbol, emoji, empty]))
        #expect(harness.snapshot == "window compact\n[mic]\n📁")
    }

    @Test func aStackViewKeepsItsArrangedSubviewsInOrder() {
        let a = Label(text: "A")
        let b = Label(text: "B")
        let c = Label(text: "C")
        let stack = StackView(axis: .horizontal, arrangedSubviews: [a, c])
        stack.insertArrangedSubview(b, at: 1)
        #expect(stack.arrangedSubviews.map { $0 === a || $0 === b || $0 === c } == [true, true, true])
        #expect((stack.arrangedSubviews as? [Label])?.map(\.text) == ["A", "B", "C"])
        #expect(b.superview === stack)

        a.removeFromSuperview()
        #expect((stack.arrangedSubviews as? [Label])?.map(\.text) == ["B", "C"])
        stack.removeArrangedSubview(c)
        #expect(c.superview == nil)
        stack.addArrangedSubview(b)
        #expect(stack.arrangedSubviews.count == 1)
        #expect(stack.subviews.count == 1)
    }

    @Test func hiddenViewsAndTheirContentsAreNotRendered() {
        let inner = Label(text: "Inside")
        let hiddenStack = StackView(arrangedSubviews: [inner])
        hiddenStack.isHidden = true
        let harness = Harness(root: ContentController([Label(text: "Shown"), hiddenStack]))
        #expect(inner.isHiddenInHierarchy)
        #expect(!inner.isHidden)
        #expect(harness.snapshot == "window compact\nShown")
        let withHidden = harness.window.renderTree(includeHidden: true)
        #expect(withHidden.first { $0.displayText == "Inside" } != nil)
        #expect(withHidden.first { $0.kind == .stack && $0.has(.hidden) } != nil)

        hiddenStack.isHidden = false
        #expect(harness.snapshot == "window compact\nShown\nInside")
    }

    @Test func aViewCannotContainItself() {
        let view = View()
        let messages = ProgrammerError.capture { view.addSubview(view) }
        #expect(messages == ["A view cannot be its own subview."])
        #expect(view.subviews.isEmpty)
    }

    @Test func theEditButtonTogglesEditingAndItsTitle() {
        let controller = ViewController()
        let item = controller.editButtonItem
        #expect(item.title == "Edit")
        #expect(item.target === controller)
        item.sendAction()
        #expect(controller.isEditing)
        #expect(item.title == "Done")
        #expect(item.style == .done)
        item.sendAction()
        #expect(!controller.isEditing)
        #expect(item.title == "Edit")
        #expect(controller.editButtonItem === item)
    }

    @Test func anEditButtonMadeWhileEditingSaysDone() {
        let controller = ViewController()
        controller.setEditing(true, animated: false)
        #expect(controller.editButtonItem.title == "Done")
        #expect(controller.editButtonItem.style == .done)
    }

    @Test func aTableViewControllerForwardsEditingToItsTable() {
        let list = ListController(title: "List", items: ["A"])
        let harness = Harness(root: NavigationController(rootViewController: list))
        list.navigationItem.rightBarButtonItem = list.editButtonItem
        try? harness.automation.tap("Edit")
        #expect(list.isEditing)
        #expect(list.tableView.isEditing)
        #expect(harness.snapshot == "window compact\nnav \"List\"  |  [Done]\ntable (1 row) editing\n  ⊖ - A  ›")
    }

    @Test func barButtonItemsKeepTheirTargetAndAction() {
        let target = ActionTarget()
        let item = BarButtonItem(systemItem: .add, target: target, action: ActionTarget.save)
        #expect(item.target === target)
        #expect(item.accessibilityLabel == "Add")
        item.sendAction()
        #expect(target.calls == 1)
        var closureCalls = 0
        item.setAction { _ in closureCalls += 1 }
        #expect(item.target == nil)
        item.sendAction()
        #expect(closureCalls == 1)
        #expect(target.calls == 1)
    }

    private func observe(_ field: TextField, into recorder: EventRecorder) {
        field.addAction(for: .editingDidBegin) { _ in recorder.record("editingDidBegin") }
        field.addAction(for: .editingChanged) { recorder.record("editingChanged \(($0 as? TextField)?.text ?? "")") }
        field.addAction(for: .editingDidEndOnExit) { _ in recorder.record("editingDidEndOnExit") }
        field.addAction(for: .editingDidEnd) { _ in recorder.record("editingDidEnd") }
    }
}

@MainActor
final class ActionTarget {
    var calls = 0
    private let counter: Counter?

    init(counting counter: Counter? = nil) { self.counter = counter }

    func save() {
        calls += 1
        counter?.value += 1
    }
}

/// A count that outlives the object that increments it.
@MainActor
final class Counter {
    var value = 0
}

@MainActor
final class FieldDelegate: TextFieldDelegate {
    let recorder: EventRecorder
    let name: String?
    var allowsReturn = true

    init(recorder: EventRecorder, name: String? = nil) {
        self.recorder = recorder
        self.name = name
    }

    private func record(_ event: String) { recorder.record(name.map { "\($0) \(event)" } ?? event) }

    func textFieldShouldReturn(_ textField: TextField) -> Bool {
        record("shouldReturn")
        return allowsReturn
    }

    func textFieldDidBeginEditing(_ textField: TextField) {
        if name != nil { record("didBeginEditing") }
    }

    func textFieldDidEndEditing(_ textField: TextField) { record("didEndEditing") }
}

@MainActor
final class SearchDelegate: SearchBarDelegate {
    var events: [String] = []

    func searchBar(_ searchBar: SearchBar, textDidChange searchText: String) { events.append("changed \(searchText)") }
    func searchBarSearchButtonClicked(_ searchBar: SearchBar) { events.append("search \(searchBar.text)") }
}
