import RecordingsCore
import RecordingsTesting
import RecordingsUI
import Services
import Testing
import ViewKit

/// A Recordings app's windows: the launch's notices go to the first window, later problems to every
/// open window, each shown the pattern's way or, by default, as a "Library problem" alert.
@MainActor
@Suite struct RecordingsWindowsTests {
    final class Value {}

    let clock = VirtualClock()
    let library: RecordingsLibrary

    init() {
        library = RecordingsLibrary(
            store: constructTestingStore(), audio: SimulatedAudioBackend(clock: clock), clock: clock)
    }

    @Test func theLaunchsNoticesGoToTheFirstWindowOnly() {
        var shown: [(String, Window)] = []
        library.report("The library could not be read.")
        let windows = RecordingsWindows<Value>(library: library, holding: .strongly) { message, window, _ in
            shown.append((message, window))
        }
        let (first, second) = (Window(), Window())
        windows.add(Value(), for: first)
        windows.add(Value(), for: second)
        #expect(shown.map(\.0) == ["The library could not be read."])
        #expect(shown.map { ObjectIdentifier($0.1) } == [ObjectIdentifier(first)])
    }

    @Test func aLaterProblemGoesToEveryOpenWindowWithItsValue() {
        var shown: [(window: Window, value: Value)] = []
        let windows = RecordingsWindows<Value>(library: library, holding: .strongly) { _, window, value in
            shown.append((window, value))
        }
        let (first, second) = (Window(), Window())
        let (firstValue, secondValue) = (Value(), Value())
        windows.add(firstValue, for: first)
        windows.add(secondValue, for: second)
        library.report("The library could not be saved.")
        #expect(shown.map { ObjectIdentifier($0.window) } == [first, second].map(ObjectIdentifier.init))
        #expect(
            shown.map { ObjectIdentifier($0.value) } == [ObjectIdentifier(firstValue), ObjectIdentifier(secondValue)])
        #expect(windows.value(for: second) === secondValue)
        #expect(windows.newest === secondValue)
    }

    @Test func byDefaultAProblemIsALibraryProblemAlert() throws {
        let windows = RecordingsWindows<Value>(library: library, holding: .strongly)
        let window = Window()
        window.rootViewController = ViewController()
        windows.add(Value(), for: window)
        library.report("The library could not be saved.")
        let alert = try #require(window.rootViewController?.presentedViewController as? AlertController)
        #expect(alert.title == RecordingsStrings.libraryProblem)
        #expect(alert.message == "The library could not be saved.")
    }
}
