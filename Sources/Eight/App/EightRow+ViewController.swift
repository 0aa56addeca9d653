public import Eight
import MAVB
public import Services
import TEA
public import ViewKit

extension EightRow {
    /// The row's view controller on `model`, built in the row's pattern, its field and button named by
    /// `labels`; `clock` runs the TEA driver's messages.
    @MainActor
    public func makeViewController(model: TextModel, labels: RowLabels, clock: any Clock) -> ViewKit.ViewController {
        switch self {
        case .mvc: MVCViewController(model: model, labels: labels)
        case .mvp: MVPViewController(model: model, labels: labels)
        case .minimalMVVM: MinimalMVVMViewController(model: model, labels: labels)
        case .mvvm: MVVMViewController(model: model, labels: labels)
        case .mvcvs: MVCVSViewController(model: model, labels: labels)
        case .tea: Self.teaViewController(model: model, labels: labels, clock: clock)
        case .mavb: MAVBRow.viewController(model: model, labels: labels).instance()
        case .clean: CleanViewController(model: model, labels: labels)
        }
    }

    /// The TEA driver's root, which keeps the driver alive as long as it lives.
    @MainActor
    private static func teaViewController(
        model: TextModel, labels: RowLabels, clock: any Clock
    ) -> ViewKit.ViewController {
        let driver = TEARow.driver(model: model, labels: labels, clock: clock)
        let root = driver.viewController
        root.keepAlive(driver)
        return root
    }
}
