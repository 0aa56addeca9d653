import Elements
import ElementsKeyboard
import Testing
import ViewKit

/// Scenario 21, parsing: a keyboard notification's user info is read all or nothing, and bad input gives
/// nil, never a crash.
@MainActor @Suite struct KeyboardUserInfoTests {
    static let begin = Rect(x: 0, y: 616, width: 320, height: 216)
    static let end = Rect(x: 0, y: 400, width: 320, height: 216)

    static var goodUserInfo: [String: Any] {
        [
            KeyboardUserInfo.Key.animationCurve: 7,
            KeyboardUserInfo.Key.animationDuration: 0.3,
            KeyboardUserInfo.Key.isLocal: false,
            KeyboardUserInfo.Key.frameBegin: begin,
            KeyboardUserInfo.Key.frameEnd: end,
        ]
    }

    @Test func fiveWellTypedValuesGiveThoseExactFields() throws {
        let info = try #require(KeyboardUserInfo(KeyboardNotification(name: .willShow, userInfo: Self.goodUserInfo)))
        #expect(info.animationCurve == .keyboard)
        #expect(info.animationDuration == 0.3)
        #expect(!info.isLocal)
        #expect(info.beginFrame == Self.begin)
        #expect(info.endFrame == Self.end)
    }

    @Test func everyCurveOfUIKitAndTheKeyboardIsRead() {
        for (raw, curve) in [
            0: .easeInOut, 1: .easeIn, 2: .easeOut, 3: .linear, 7: KeyboardUserInfo.AnimationCurve.keyboard,
        ] {
            var userInfo = Self.goodUserInfo
            userInfo[KeyboardUserInfo.Key.animationCurve] = raw
            #expect(KeyboardUserInfo(userInfo: userInfo)?.animationCurve == curve)
        }
    }

    @Test func aNotificationWithoutUserInfoGivesNil() {
        #expect(KeyboardUserInfo(KeyboardNotification(name: .willChangeFrame)) == nil)
        #expect(KeyboardUserInfo(userInfo: [:]) == nil)
    }

    @Test(arguments: [
        KeyboardUserInfo.Key.animationCurve, KeyboardUserInfo.Key.animationDuration, KeyboardUserInfo.Key.isLocal,
        KeyboardUserInfo.Key.frameBegin, KeyboardUserInfo.Key.frameEnd,
    ])
    func aMissingKeyGivesNil(key: String) {
        var userInfo = Self.goodUserInfo
        userInfo[key] = nil
        #expect(KeyboardUserInfo(userInfo: userInfo) == nil)
        #expect(KeyboardUserInfo(KeyboardNotification(name: .willShow, userInfo: userInfo)) == nil)
    }

    @Test func aMistypedValueGivesNil() {
        let mistyped: [(String, Any)] = [
            (KeyboardUserInfo.Key.animationCurve, "7"),
            (KeyboardUserInfo.Key.animationCurve, 7.0),
            (KeyboardUserInfo.Key.animationDuration, 1),
            (KeyboardUserInfo.Key.animationDuration, "0.25"),
            (KeyboardUserInfo.Key.isLocal, 1),
            (KeyboardUserInfo.Key.frameBegin, "(0, 616, 320 × 216)"),
            (KeyboardUserInfo.Key.frameEnd, [0.0, 400.0, 320.0, 216.0]),
        ]
        for (key, value) in mistyped {
            var userInfo = Self.goodUserInfo
            userInfo[key] = value
            #expect(KeyboardUserInfo(userInfo: userInfo) == nil, "\(key) = \(value)")
        }
    }

    @Test(arguments: [-1, 4, 5, 6, 8, Int.max])
    func anUnknownCurveGivesNil(raw: Int) {
        var userInfo = Self.goodUserInfo
        userInfo[KeyboardUserInfo.Key.animationCurve] = raw
        #expect(KeyboardUserInfo(userInfo: userInfo) == nil)
        // NB: ViewKit's keyboard info is the same type, so it cannot hold such a curve either.
        #expect(KeyboardInfo.AnimationCurve(rawValue: raw) == nil)
    }

    @Test func viewKitKeyboardInfoGivesTheSameValues() throws {
        let info = KeyboardInfo(
            animationCurve: .easeOut, animationDuration: 0.4, isLocal: true, beginFrame: Self.begin,
            endFrame: Self.end)
        let userInfo = try #require(KeyboardUserInfo(KeyboardNotification(.willChangeFrame(info))))
        #expect(
            userInfo
                == KeyboardUserInfo(
                    animationCurve: .easeOut, animationDuration: 0.4, isLocal: true, beginFrame: Self.begin,
                    endFrame: Self.end))
    }

    @Test func aViewKitEventBecomesTheNotificationOfItsName() {
        let info = KeyboardInfo(beginFrame: Self.begin, endFrame: Self.end)
        let expected = KeyboardUserInfo(beginFrame: Self.begin, endFrame: Self.end)
        let events: [(KeyboardEvent, KeyboardNotification.Name)] = [
            (.willShow(info), .willShow), (.willChangeFrame(info), .willChangeFrame), (.willHide(info), .willHide),
        ]
        for (event, name) in events {
            let notification = KeyboardNotification(event)
            #expect(notification.name == name)
            #expect(KeyboardUserInfo(notification) == expected)
        }
    }

    @Test func userInfoReadsBackUnchanged() {
        let info = KeyboardUserInfo(
            animationCurve: .linear, animationDuration: 0, isLocal: false, beginFrame: Self.end, endFrame: Self.begin)
        #expect(KeyboardUserInfo(userInfo: info.userInfo) == info)
    }
}
