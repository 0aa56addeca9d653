import Catalog
import Foundation
import Services
import Testing
import ViewKit
import WebHost

/// A tab's visual viewport moves its window's keyboard: a view controller observing the keyboard gets
/// the events with frames in window coordinates; the focus alone shows no keyboard in a browser.
@MainActor
@Suite struct KeyboardSessionTests {
    @MainActor
    final class Delegate: ApplicationDelegate {
        var screens: [KeyboardScreenViewController] = []

        func application(_ application: Application, configure window: Window) {
            let screen = KeyboardScreenViewController()
            screens.append(screen)
            window.rootViewController = NavigationController(rootViewController: screen)
        }
    }

    static func host() throws -> (AppHost, Delegate) {
        let delegate = Delegate()
        let pattern = AppPattern(name: "keyboard", summary: "keyboard") { _ in delegate }
        let mount = WebMount(
            key: "", title: "Keyboard", pattern: pattern, dataDirectory: FileManager.default.temporaryDirectory)
        return (try AppHost(mount: mount, clock: VirtualClock()), delegate)
    }

    static func viewport(height: Double, offsetTop: Double = 0, layoutHeight: Double = 844) -> String {
        #"{"type":"visualViewport","height":\#(height),"offsetTop":\#(offsetTop),"layoutHeight":\#(layoutHeight)}"#
    }

    @Test func theVisualViewportShowsMovesAndHidesTheKeyboard() throws {
        let (host, delegate) = try Self.host()
        let tab = TestTab()
        host.receive(TestTab.hello(width: 390, height: 844), from: tab.connection)
        try tab.process()
        let window = try #require(host.session(for: tab.connection)?.window)
        #expect(window.keyboardSource == .host)
        #expect(window.width == 390)
        var events: [KeyboardEvent] = []
        let observation = window.addKeyboardObserver { events.append($0) }

        // A desktop browser has no on-screen keyboard: focusing a field shows none.
        let email = try #require(tab.node { $0.kind == .textField && $0.string("placeholder") == "Email" })
        host.receive(TestTab.event(email.id, "tap"), from: tab.connection)
        try tab.process()
        #expect(events.isEmpty)
        #expect(delegate.screens.first?.statusLabel.text == "No keyboard event yet")

        host.receive(Self.viewport(height: 544), from: tab.connection)
        try tab.process()
        let up = Rect(x: 0, y: 544, width: 390, height: 300)
        let shown = KeyboardInfo(beginFrame: Rect(x: 0, y: 844, width: 390, height: 300), endFrame: up)
        #expect(events == [.willChangeFrame(shown), .willShow(shown)])
        #expect(tab.node { $0.string("identifier") == "status" }?.string("text") == "Will show (0, 544, 390 × 300)")
        #expect(tab.node { $0.string("identifier") == "inset" }?.string("text") == "Bottom inset: 300")

        // Moving the focus posts nothing; a taller keyboard (a suggestions bar) moves the frame.
        let password = try #require(tab.node { $0.kind == .textField && $0.string("placeholder") == "Password" })
        host.receive(TestTab.event(password.id, "tap"), from: tab.connection)
        host.receive(Self.viewport(height: 500), from: tab.connection)
        try tab.process()
        let taller = Rect(x: 0, y: 500, width: 390, height: 344)
        #expect(events.dropFirst(2) == [.willChangeFrame(KeyboardInfo(beginFrame: up, endFrame: taller))])
        #expect(tab.node { $0.string("identifier") == "inset" }?.string("text") == "Bottom inset: 344")

        // The same report again changes nothing; the whole page visible again hides the keyboard.
        host.receive(Self.viewport(height: 500), from: tab.connection)
        host.receive(Self.viewport(height: 844), from: tab.connection)
        try tab.process()
        let hidden = KeyboardInfo(beginFrame: taller, endFrame: Rect(x: 0, y: 844, width: 390, height: 344))
        #expect(events.dropFirst(3) == [.willChangeFrame(hidden), .willHide(hidden)])
        #expect(tab.node { $0.string("identifier") == "status" }?.string("text") == "Will hide (0, 844, 390 × 344)")
        #expect(tab.errors.isEmpty)
        observation.cancel()
    }

    @Test func nonsenseReportsAreRefusedAndMoveNothing() throws {
        let (host, _) = try Self.host()
        let tab = TestTab()
        host.receive(TestTab.hello(width: 390, height: 844), from: tab.connection)
        try tab.process()
        let window = try #require(host.session(for: tab.connection)?.window)
        for hostile in [
            Self.viewport(height: 900), Self.viewport(height: -1), Self.viewport(height: 400, offsetTop: 500),
            #"{"type":"visualViewport","height":400}"#,
        ] {
            host.receive(hostile, from: tab.connection)
        }
        try tab.process()
        #expect(tab.errors.count == 4)
        #expect(window.keyboardFrame == nil)
    }

    @Test func aResizedTabGivesItsWindowItsWidth() throws {
        let (host, _) = try Self.host()
        let tab = TestTab()
        host.receive(TestTab.hello(width: 390, height: 844), from: tab.connection)
        host.receive(#"{"type":"resize","width":1100,"height":800}"#, from: tab.connection)
        host.receive(Self.viewport(height: 500, layoutHeight: 800), from: tab.connection)
        try tab.process()
        let window = try #require(host.session(for: tab.connection)?.window)
        #expect(window.width == 1100)
        #expect(window.keyboardFrame == Rect(x: 0, y: 500, width: 1100, height: 300))
    }
}
