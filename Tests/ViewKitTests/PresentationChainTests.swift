import Testing
import ViewKit

/// State-driven presentation: the chain follows a list of keys, keeps what may stay, and applies a change
/// asked for while it presents once it is done.
@MainActor
@Suite struct PresentationChainTests {
    @Test func theChainFollowsItsKeys() {
        let root = ViewController()
        let window = Window(sizeClass: .compact)
        window.rootViewController = root
        let chain = PresentationChain<String>(base: root)
        let make: @MainActor (String) -> ViewController = { key in
            let controller = ViewController()
            controller.title = key
            return controller
        }
        chain.synchronize(["record", "alert"], animated: false, keeps: { $0 == $1 }, make: make)
        #expect(chain.presented.map(\.key) == ["record", "alert"])
        let record = chain.presented[0].controller
        #expect(root.presentedViewController === record)
        chain.synchronize(["record"], animated: false, keeps: { $0 == $1 }, make: make)
        #expect(chain.presented.map(\.key) == ["record"])
        #expect(chain.presented.first?.controller === record, "a screen whose key stays is kept")
        #expect(record.presentedViewController == nil)
        record.dismiss(animated: false)
        chain.synchronize(["message"], animated: false, keeps: { $0 == $1 }, make: make)
        #expect(chain.presented.map(\.key) == ["message"], "a screen that went by itself is forgotten")
        #expect(root.presentedViewController?.title == "message")
    }

    @Test func aChangeAskedForWhilePresentingWaitsItsTurn() {
        let root = ViewController()
        let window = Window(sizeClass: .compact)
        window.rootViewController = root
        let chain = PresentationChain<String>(base: root)
        var made: [String] = []
        func make(_ key: String) -> ViewController {
            made.append(key)
            if key == "failing" {
                chain.synchronize(["message"], animated: false, keeps: { $0 == $1 }, make: make)
            }
            return ViewController()
        }
        chain.synchronize(["failing"], animated: false, keeps: { $0 == $1 }, make: make)
        #expect(made == ["failing", "message"])
        #expect(chain.presented.map(\.key) == ["message"])
    }
}
