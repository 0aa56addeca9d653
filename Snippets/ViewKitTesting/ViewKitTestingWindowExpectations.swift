// Expectations about a window: what its snapshot shows and which operations it recorded since a mark.
import Testing
import ViewKit
import ViewKitTesting

let root = ViewController()
root.title = "Recordings"
let navigation = NavigationController(rootViewController: root)
let window = Window()
window.rootViewController = navigation

let detail = ViewController()
detail.title = "Detail"
let mark = window.operationLog.totalCount
navigation.pushViewController(detail, animated: true)

// Both pass silently; a failing one records an issue at this line, showing the whole screen.
expectOperations(in: window, since: mark, [.push("Detail", animated: true)])
expectSnapshot(of: window, contains: "Detail")
print(Automation(window: window).snapshot())
