import Elements
import ElementsKeyboard
import ElementsTesting
import Testing
import ViewKit

/// A responder that implements only `keyboardWillShow`: the other five use the protocol's defaults.
@MainActor
private final class WillShowOnlyResponder: KeyboardObserverEventResponder {
    var shown: [KeyboardUserInfo] = []

    func keyboardWillShow(_ userInfo: KeyboardUserInfo) {
        shown.append(userInfo)
    }
}

/// A responder that stops its observer from inside the first call it receives.
@MainActor
private final class StoppingResponder: KeyboardObserverEventResponder {
    var observer: (any Observer)?
    var calls = 0

    func keyboardWillChangeFrame(_ userInfo: KeyboardUserInfo) {
        calls += 1
        observer?.stopObserving()
    }

    func keyboardWillShow(_ userInfo: KeyboardUserInfo) {
        calls += 1
    }
}

/// The reusable keyboard observer (scenarios 12–15, 21 and 23): it delivers each keyboard notification to
/// the matching responder method with its values unchanged, from a ViewKit window or a fake source, once
/// however often it was started, never after it stopped, and never to a responder that is gone.
@MainActor @Suite struct KeyboardObserverTests {
    static let up = Rect(x: 0, y: 400, width: 320, height: 216)
    static let below = Rect(x: 0, y: 616, width: 320, height: 216)
    static let info = KeyboardUserInfo(beginFrame: below, endFrame: up)

    static func notification(_ name: KeyboardNotification.Name) -> KeyboardNotification {
        KeyboardNotification(name: name, userInfo: info.userInfo)
    }

    @Test func aWindowsKeyboardFrameReachesTheResponderExactly() {
        let window = Window(height: 616, width: 320, keyboard: .host)
        let responder = RecordingKeyboardResponder()
        let observer = KeyboardObserver(source: .keyboard(of: window), eventResponder: responder)
        observer.startObserving()

        window.reportKeyboardFrame(Rect(x: 0, y: 400, width: 320, height: 216))
        let calls = responder.take()
        #expect(calls == [.willChangeFrame(Self.info), .willShow(Self.info)])
        if case .willChangeFrame(let userInfo) = calls.first {
            #expect(userInfo.endFrame.x == 0)
            #expect(userInfo.endFrame.y == 400)
            #expect(userInfo.endFrame.width == 320)
            #expect(userInfo.endFrame.height == 216)
        }

        window.reportKeyboardFrame(nil)
        let hidden = KeyboardUserInfo(beginFrame: Self.up, endFrame: Self.below)
        #expect(responder.take() == [.willChangeFrame(hidden), .willHide(hidden)])
        observer.stopObserving()
    }

    @Test func eachOfTheSixNotificationsCallsItsOwnMethod() {
        let keyboard = FakeEventSource<KeyboardNotification>()
        let responder = RecordingKeyboardResponder()
        let observer = KeyboardObserver(source: keyboard.source, eventResponder: responder)
        observer.startObserving()
        for name in KeyboardNotification.Name.allCases {
            keyboard.post(Self.notification(name))
        }
        let info = Self.info
        #expect(
            responder.calls == [
                .willShow(info), .didShow(info), .willHide(info), .didHide(info), .willChangeFrame(info),
                .didChangeFrame(info),
            ])
    }

    @Test func aResponderImplementingOnlyWillShowReceivesOnlyThat() {
        let keyboard = FakeEventSource<KeyboardNotification>()
        let responder = WillShowOnlyResponder()
        let observer = KeyboardObserver(source: keyboard.source, eventResponder: responder)
        observer.startObserving()
        for name in KeyboardNotification.Name.allCases {
            keyboard.post(Self.notification(name))
        }
        #expect(responder.shown == [Self.info])
    }

    @Test func twoObserversOfOneSourceEachDeliverTheNotification() {
        let keyboard = FakeEventSource<KeyboardNotification>()
        let first = RecordingKeyboardResponder()
        let second = RecordingKeyboardResponder()
        let observers = [first, second].map { KeyboardObserver(source: keyboard.source, eventResponder: $0) }
        observers.forEach { $0.startObserving() }
        keyboard.post(Self.notification(.willHide))
        #expect(first.calls == [.willHide(Self.info)])
        #expect(second.calls == [.willHide(Self.info)])
    }

    @Test func aMalformedNotificationIsDroppedAndLaterOnesStillArrive() {
        let keyboard = FakeEventSource<KeyboardNotification>()
        let responder = RecordingKeyboardResponder()
        let observer = KeyboardObserver(source: keyboard.source, eventResponder: responder)
        observer.startObserving()
        var noEndFrame = Self.info.userInfo
        noEndFrame[KeyboardUserInfo.Key.frameEnd] = nil
        keyboard.post(KeyboardNotification(name: .willChangeFrame))
        keyboard.post(KeyboardNotification(name: .willChangeFrame, userInfo: noEndFrame))
        #expect(responder.calls == [])
        #expect(observer.isObserving)
        keyboard.post(Self.notification(.willChangeFrame))
        #expect(responder.calls == [.willChangeFrame(Self.info)])
    }

    @Test func nothingIsSubscribedBeforeStart() {
        let keyboard = FakeEventSource<KeyboardNotification>()
        let responder = RecordingKeyboardResponder()
        let observer = KeyboardObserver(source: keyboard.source, eventResponder: responder)
        #expect(keyboard.subscribeCount == 0)
        keyboard.post(Self.notification(.willShow))
        #expect(responder.calls == [])
        #expect(!observer.isObserving)
    }

    // MARK: Scenario 12: idempotent start

    @Test func startingTwiceDeliversEachNotificationOnce() {
        let keyboard = FakeEventSource<KeyboardNotification>()
        let responder = RecordingKeyboardResponder()
        let observer = KeyboardObserver(source: keyboard.source, eventResponder: responder)
        observer.startObserving()
        observer.startObserving()
        #expect(keyboard.subscribeCount == 1)
        keyboard.post(Self.notification(.willShow))
        #expect(responder.calls == [.willShow(Self.info)])
    }

    // MARK: Scenario 13: stop and restart

    @Test func aStoppedObserverDeliversNothingUntilStartedAgain() {
        let keyboard = FakeEventSource<KeyboardNotification>()
        let responder = RecordingKeyboardResponder()
        let observer = KeyboardObserver(source: keyboard.source, eventResponder: responder)
        observer.startObserving()
        observer.stopObserving()
        observer.stopObserving()
        #expect(!observer.isObserving)
        #expect(keyboard.subscriberCount == 0)
        keyboard.post(Self.notification(.willShow))
        #expect(responder.calls == [])

        observer.startObserving()
        keyboard.post(Self.notification(.willHide))
        #expect(responder.calls == [.willHide(Self.info)])
    }

    @Test func stoppingBeforeStartingDoesNothing() {
        let keyboard = FakeEventSource<KeyboardNotification>()
        let observer = KeyboardObserver(source: keyboard.source, eventResponder: RecordingKeyboardResponder())
        observer.stopObserving()
        #expect(!observer.isObserving)
        #expect(keyboard.subscribeCount == 0)
    }

    @Test func aResponderThatStopsTheObserverGetsNothingMoreFromTheSamePost() {
        let window = Window(height: 616, width: 320, keyboard: .host)
        let responder = StoppingResponder()
        let observer = KeyboardObserver(source: .keyboard(of: window), eventResponder: responder)
        responder.observer = observer
        observer.startObserving()
        // NB: the window posts willChangeFrame, then willShow; the responder stops at the first.
        window.reportKeyboardFrame(Self.up)
        #expect(responder.calls == 1)
        #expect(!observer.isObserving)
    }

    // MARK: Scenario 14: no responder, no subscription

    @Test func startingWithoutAResponderSubscribesToNothing() {
        let keyboard = FakeEventSource<KeyboardNotification>()
        let observer = KeyboardObserver(source: keyboard.source)
        observer.startObserving()
        #expect(!observer.isObserving)
        #expect(keyboard.subscribeCount == 0)
    }

    // MARK: Scenario 15: the nil-responder safeguard

    @Test func settingTheResponderToNilStopsTheObserver() {
        let keyboard = FakeEventSource<KeyboardNotification>()
        let responder = RecordingKeyboardResponder()
        let observer = KeyboardObserver(source: keyboard.source, eventResponder: responder)
        observer.startObserving()
        observer.eventResponder = nil
        #expect(!observer.isObserving)
        #expect(keyboard.subscriberCount == 0)
        keyboard.post(Self.notification(.willShow))
        #expect(responder.calls == [])
    }

    @Test func theObserverHoldsItsResponderWeaklyAndStopsOnceItIsGone() {
        let keyboard = FakeEventSource<KeyboardNotification>()
        let observer = KeyboardObserver(source: keyboard.source)
        weak var weakResponder: RecordingKeyboardResponder?
        do {
            let responder = RecordingKeyboardResponder()
            weakResponder = responder
            observer.eventResponder = responder
            observer.startObserving()
            keyboard.post(Self.notification(.willShow))
            #expect(responder.calls.count == 1)
        }
        #expect(weakResponder == nil)
        #expect(observer.eventResponder == nil)

        keyboard.post(Self.notification(.willHide))
        #expect(!observer.isObserving)
        #expect(keyboard.subscriberCount == 0)
        observer.startObserving()
        #expect(keyboard.subscribeCount == 1)
    }

    @Test func aReleasedObserverLeavesNothingRegisteredWithTheWindow() {
        let window = Window(height: 616, width: 320, keyboard: .host)
        let responder = RecordingKeyboardResponder()
        weak var weakObserver: KeyboardObserver?
        do {
            let observer = KeyboardObserver(source: .keyboard(of: window), eventResponder: responder)
            weakObserver = observer
            observer.startObserving()
        }
        #expect(weakObserver == nil)
        window.reportKeyboardFrame(Self.up)
        #expect(responder.calls == [])
    }

    @Test func theWindowSourceDoesNotKeepTheWindowAlive() {
        let responder = RecordingKeyboardResponder()
        weak var weakWindow: Window?
        let observer: KeyboardObserver
        do {
            let window = Window(height: 616, width: 320, keyboard: .host)
            weakWindow = window
            observer = KeyboardObserver(source: .keyboard(of: window), eventResponder: responder)
        }
        #expect(weakWindow == nil)
        observer.startObserving()
        observer.stopObserving()
        #expect(responder.calls == [])
    }

    // MARK: Scenario 23: the responder given at creation

    @Test func aBoundObserverDeliversToTheResponderItWasMadeWith() {
        let keyboard = FakeEventSource<KeyboardNotification>()
        let responder = RecordingKeyboardResponder()
        let observer: any Observer = ResponderBoundKeyboardObserver(source: keyboard.source, eventResponder: responder)
        observer.startObserving()
        observer.startObserving()
        keyboard.post(Self.notification(.willChangeFrame))
        #expect(responder.calls == [.willChangeFrame(Self.info)])
        observer.stopObserving()
        keyboard.post(Self.notification(.willChangeFrame))
        #expect(responder.calls.count == 1)
        let labels = Mirror(reflecting: observer).children.map(\.label)
        #expect(!labels.contains("eventResponder"))
    }

    @Test func aBoundObserverHoldsItsResponderWeaklyAndStopsOnceItIsGone() {
        let keyboard = FakeEventSource<KeyboardNotification>()
        weak var weakResponder: RecordingKeyboardResponder?
        let observer: ResponderBoundKeyboardObserver
        do {
            let responder = RecordingKeyboardResponder()
            weakResponder = responder
            observer = ResponderBoundKeyboardObserver(source: keyboard.source, eventResponder: responder)
            observer.startObserving()
        }
        #expect(weakResponder == nil)
        keyboard.post(Self.notification(.willShow))
        #expect(!observer.isObserving)
        #expect(keyboard.subscriberCount == 0)
        observer.startObserving()
        #expect(!observer.isObserving)
    }
}
