public import Foundation
public import ViewKit

/// The table entry: sections with headers, subtitle and value cells, disclosure and checkmark
/// accessories, a checkmark that moves with the selection, and swipe or edit-mode delete.
@MainActor
public final class DemoTableViewController: TableViewController {
    private var fruits = ["Apple", "Banana", "Cherry", "Damson", "Elderberry"]
    private var checked = 0
    private let settings = ["Wi-Fi", "Bluetooth", "Notifications"]

    /// Creates the screen.
    public override init() {
        super.init()
        title = "Table"
        navigationItem.rightBarButtonItem = editButtonItem
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "cell")
    }

    public override func numberOfSections(in tableView: TableView) -> Int { 2 }

    public override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        section == 0 ? fruits.count : settings.count
    }

    public override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "Fruit (tap to check, swipe to delete)" : "Settings"
    }

    public override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
        if indexPath.section == 0 {
            cell.textLabel.text = fruits[indexPath.row]
            cell.detailTextLabel.text = nil
            cell.accessoryType = indexPath.row == checked ? .checkmark : .none
        } else {
            cell.textLabel.text = settings[indexPath.row]
            cell.detailTextLabel.text = indexPath.row == 0 ? "Home" : nil
            cell.accessoryType = .disclosureIndicator
        }
        return cell
    }

    public override func tableView(_ tableView: TableView, canEditRowAt indexPath: IndexPath) -> Bool {
        indexPath.section == 0
    }

    public override func tableView(
        _ tableView: TableView, commit editingStyle: TableView.EditingStyle, forRowAt indexPath: IndexPath
    ) {
        guard editingStyle == .delete, indexPath.section == 0 else { return }
        fruits.remove(at: indexPath.row)
        if checked == indexPath.row { checked = 0 } else if checked > indexPath.row { checked -= 1 }
        tableView.deleteRows(at: [indexPath], with: .automatic)
        tableView.reloadData()
    }

    public override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        tableView.deselectRow(at: indexPath, animated: true)
        guard indexPath.section == 0 else { return }
        let previous = IndexPath(row: checked, section: 0)
        checked = indexPath.row
        tableView.reloadRows(at: [previous, indexPath], with: .none)
    }
}
