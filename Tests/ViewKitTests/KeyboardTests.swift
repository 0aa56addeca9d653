import Services
import Testing

@testable import ViewKit

/// A screen with two fields that observes its window's keyboard from `viewDidAppear` to
/// `viewWillDisappear`, as the book's keyboard observer does.
@MainActor
final class KeyboardObservingController: ViewController {
    let email = TextField(placeholder: "Email")
    let password = TextField(placeholder: "Password")
    var events: [KeyboardEvent] = []
    private var observation: KeyboardObservation?

    override func loadView() {
        view = StackView(arrangedSubviews: [email, password])
    }

    override func viewDidAppear(_ animated: Bool) {
        super.viewDidAppear(animated)
        observation = view.window?.addKeyboardObserver { [weak self] event in self?.events.append(event) }
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        observation?.cancel()
        observation = nil
    }

    /// Returns the events so far and forgets them.
    func take() -> [KeyboardEvent] {
        defer { events = [] }
        return events
    }
}

@MainActor
struct KeyboardTests {
    static let up = Rect(x: 0, y: 628, width: 390, height: 216)
    static let down = Rect(x: 0, y: 844, width: 390, height: 216)

    @Test func focusingAFieldShowsTheVirtualKeyboardMovingFocusKeepsItAndEndingEditingHidesIt() throws {
        let screen = KeyboardObservingController()
        let harness = Harness(root: screen)
        let shown = KeyboardInfo(
            animationCurve: .keyboard, animationDuration: 0.25, isLocal: true, beginFrame: Self.down, endFrame: Self.up)
        try harness.window.perform(.tap, on: screen.email.elementID)
        #expect(screen.take() == [.willChangeFrame(shown), .willShow(shown)])
        #expect(harness.window.keyboardFrame == Self.up)
        try harness.automation.type("ada@example.com", into: "Password")
        #expect(screen.take() == [])
        #expect(screen.password.isFirstResponder)
        try harness.automation.submit()
        let hidden = KeyboardInfo(beginFrame: Self.up, endFrame: Self.down)
        #expect(screen.take() == [.willChangeFrame(hidden), .willHide(hidden)])
        #expect(harness.window.keyboardFrame == nil)
    }

    @Test func theKeyboardInfoHasTheFiveValuesIOSPosts() throws {
        let screen = KeyboardObservingController()
        let harness = Harness(root: screen)
        screen.email.becomeFirstResponder()
        let info = try #require(screen.events.last?.info)
        #expect(info.animationCurve.rawValue == 7)
        #expect(info.animationDuration == 0.25)
        #expect(info.isLocal)
        #expect(info.beginFrame.description == "(0, 844, 390 × 216)")
        #expect(info.endFrame.description == "(0, 628, 390 × 216)")
        #expect(harness.window.width == 390)
    }

    @Test func theKeyboardIsShownAfterEditingBeganAndHiddenAfterItEnded() {
        let screen = KeyboardObservingController()
        let harness = Harness(root: screen)
        var order: [String] = []
        screen.email.addAction(for: .editingDidBegin) { _ in order.append("began") }
        screen.email.addAction(for: .editingDidEnd) { _ in order.append("ended") }
        let observation = harness.window.addKeyboardObserver { event in
            if case .willShow = event { order.append("show") }
            if case .willHide = event { order.append("hide") }
        }
        screen.email.becomeFirstResponder()
        screen.email.resignFirstResponder()
        #expect(order == ["began", "show", "ended", "hide"])
        observation.cancel()
        #expect(!observation.isActive)
    }

    @Test func aRegularWindowSpansItsWidthAndAResizedWindowMovesTheKeyboard() {
        let screen = KeyboardObservingController()
        let harness = Harness(root: screen, sizeClass: .regular, height: 700)
        screen.email.becomeFirstResponder()
        #expect(harness.window.keyboardFrame == Rect(x: 0, y: 484, width: 1024, height: 216))
        _ = screen.take()
        harness.window.height = 600
        let moved = KeyboardInfo(
            beginFrame: Rect(x: 0, y: 484, width: 1024, height: 216),
            endFrame: Rect(x: 0, y: 384, width: 1024, height: 216))
        #expect(screen.take() == [.willChangeFrame(moved)])
    }

    @Test func aWindowWithoutAGivenWidthTakesItsSizeClasssWidth() {
        let screen = KeyboardObservingController()
        let harness = Harness(root: screen)
        screen.email.becomeFirstResponder()
        _ = screen.take()
        harness.window.setSizeClass(.regular)
        #expect(harness.window.width == 1024)
        #expect(
            screen.take() == [
                .willChangeFrame(
                    KeyboardInfo(beginFrame: Self.up, endFrame: Rect(x: 0, y: 628, width: 1024, height: 216)))
            ])
        harness.window.width = 800
        harness.window.setSizeClass(.compact)
        #expect(harness.window.width == 800)
        #expect(harness.window.keyboardFrame == Rect(x: 0, y: 628, width: 800, height: 216))
    }

    @Test func leavingTheScreenEndsEditingAndHidesTheKeyboard() throws {
        let screen = KeyboardObservingController()
        let navigation = NavigationController(rootViewController: ContentController(title: "Root", []))
        let harness = Harness(root: navigation)
        navigation.pushViewController(screen, animated: false)
        var events: [KeyboardEvent] = []
        let observation = harness.window.addKeyboardObserver { events.append($0) }
        screen.email.becomeFirstResponder()
        navigation.popViewController(animated: false)
        #expect(events.map(\.info.endFrame) == [Self.up, Self.up, Self.down, Self.down])
        #expect(harness.window.keyboardFrame == nil)
        #expect(harness.window.firstResponder == nil)
        observation.cancel()
    }

    @Test func aReleasedObservationStopsAndAnInvalidatedHandlerIsSkippedMidPost() {
        let screen = KeyboardObservingController()
        let harness = Harness(root: screen)
        var calls: [String] = []
        var second: KeyboardObservation?
        var first: KeyboardObservation? = harness.window.addKeyboardObserver { _ in
            calls.append("first")
            second?.cancel()
        }
        second = harness.window.addKeyboardObserver { _ in calls.append("second") }
        screen.email.becomeFirstResponder()
        #expect(calls == ["first", "first"])
        first = nil
        screen.email.resignFirstResponder()
        #expect(calls == ["first", "first"])
        #expect(first == nil)
    }

    @Test func aHostWindowMovesOnlyWithWhatTheHostReports() {
        let screen = KeyboardObservingController()
        let application = Application(delegate: TestAppDelegate(makeRoot: { screen }), clock: VirtualClock())
        application.launch()
        let window = application.openWindow(sizeClass: .compact, height: 800, width: 400, keyboard: .host)
        #expect(window.keyboardSource == .host)
        screen.email.becomeFirstResponder()
        #expect(screen.take() == [])
        let frame = Rect(x: 0, y: 500, width: 400, height: 300)
        window.reportKeyboardFrame(frame)
        let shown = KeyboardInfo(beginFrame: Rect(x: 0, y: 800, width: 400, height: 300), endFrame: frame)
        #expect(screen.take() == [.willChangeFrame(shown), .willShow(shown)])
        window.reportKeyboardFrame(frame)
        #expect(screen.take() == [])
        let taller = Rect(x: 0, y: 450, width: 400, height: 350)
        window.reportKeyboardFrame(taller)
        #expect(screen.take() == [.willChangeFrame(KeyboardInfo(beginFrame: frame, endFrame: taller))])
        window.reportKeyboardFrame(Rect(x: 0, y: 800, width: 400, height: 0))
        let hidden = KeyboardInfo(beginFrame: taller, endFrame: Rect(x: 0, y: 800, width: 400, height: 350))
        #expect(screen.take() == [.willChangeFrame(hidden), .willHide(hidden)])
    }

    @Test func reportingToAVirtualWindowIsAProgrammerError() {
        let harness = Harness(root: KeyboardObservingController())
        let messages = ProgrammerError.capture {
            harness.window.reportKeyboardFrame(Self.up)
        }
        #expect(messages.count == 1)
        #expect(harness.window.keyboardFrame == nil)
    }
}
