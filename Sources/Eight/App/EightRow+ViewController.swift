public import Eight
import MAVB
public import Services
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
        case .tea: TEARowViewController(model: model, labels: labels, clock: clock)
        case .mavb: MAVBRow.viewController(model: model, labels: labels).instance()
        case .clean: CleanViewController(model: model, labels: labels)
        }
    }
}
