public import Foundation
public import ViewKit

/// The long list entry: a virtualised table of many rows (100,000 by default). Bar buttons rename the
/// first row and insert a row at the top, one-row changes whose updates must not grow with the list.
@MainActor
public final class LongListViewController: TableViewController {
    /// The rows' texts.
    public private(set) var items: [String]
    private var renames = 0

    /// Creates the screen with `count` rows.
    public init(count: Int) {
        items = (0..<max(0, count)).map { "Item \($0 + 1)" }
        super.init()
        title = "Long List"
        let rename = BarButtonItem(
            title: "Rename", style: .plain, target: self, action: LongListViewController.renameFirst)
        rename.accessibilityIdentifier = "rename"
        let insert = BarButtonItem(systemItem: .add, target: self, action: LongListViewController.insertFirst)
        insert.accessibilityIdentifier = "insert"
        navigationItem.rightBarButtonItems = [rename, insert]
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "row")
    }

    /// Renames the first row.
    public func renameFirst() {
        guard !items.isEmpty else { return }
        renames += 1
        items[0] = "Renamed \(renames)"
        tableView.reloadRows(at: [IndexPath(row: 0, section: 0)], with: .none)
    }

    /// Inserts a row at the top.
    public func insertFirst() {
        items.insert("New \(items.count + 1)", at: 0)
        tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
    }

    public override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int { items.count }

    public override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel.text = items[indexPath.row]
        cell.accessoryType = .disclosureIndicator
        return cell
    }
}
