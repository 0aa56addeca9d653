public import Eight
public import Services
public import ViewKit

/// The one screen (the videos' `MultiViewController`): the rows asked for, one under the other, each a
/// child view controller built in its own pattern on the one shared model.
///
/// With all eight rows each row is captioned with its pattern's name and its field and button are named by
/// it ("MVC", "Commit MVC"); a row shown alone has no caption and is named the same in every pattern
/// ("Text", "Commit"), so one `drive` script runs in each and prints the same screens.
@MainActor
public final class EightViewController: ViewController {
    /// The rows shown, in order.
    public let rows: [EightRow]
    private let model: TextModel
    private let clock: any Clock

    /// The screen of `rows` on `model`; `clock` runs the TEA row's messages.
    public init(model: TextModel, rows: [EightRow], clock: any Clock) {
        self.model = model
        self.rows = rows
        self.clock = clock
        super.init()
        title = EightStrings.title
    }

    public override func loadView() {
        let stack = StackView(axis: .vertical, spacing: 12)
        let isAlone = rows.count == 1
        for row in rows {
            let child = row.makeViewController(
                model: model, labels: isAlone ? RowLabels.single : RowLabels.named(row), clock: clock)
            addChild(child)
            if !isAlone { stack.addArrangedSubview(Label(text: row.title, style: .caption)) }
            stack.addArrangedSubview(child.view)
            child.didMove(toParent: self)
        }
        view = stack
    }
}
