public import Foundation
public import ViewKit

/// The catalog's list: a grouped table of controls and containers; choosing one shows its screen as the
/// split view's detail.
@MainActor
public final class CatalogListViewController: TableViewController {
    private let longListCount: Int

    /// Creates the list.
    public init(longListCount: Int) {
        self.longListCount = longListCount
        super.init()
        title = "Catalog"
    }

    public override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(TableViewCell.self, forCellReuseIdentifier: "entry")
    }

    public override func numberOfSections(in tableView: TableView) -> Int { CatalogEntry.sections.count }

    public override func tableView(_ tableView: TableView, numberOfRowsInSection section: Int) -> Int {
        CatalogEntry.sections[section].entries.count
    }

    public override func tableView(_ tableView: TableView, titleForHeaderInSection section: Int) -> String? {
        CatalogEntry.sections[section].title
    }

    public override func tableView(_ tableView: TableView, cellForRowAt indexPath: IndexPath) -> TableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "entry", for: indexPath)
        cell.textLabel.text = CatalogEntry.sections[indexPath.section].entries[indexPath.row].rawValue
        cell.accessoryType = .disclosureIndicator
        return cell
    }

    public override func tableView(_ tableView: TableView, didSelectRowAt indexPath: IndexPath) {
        let entry = CatalogEntry.sections[indexPath.section].entries[indexPath.row]
        let screen: ViewController =
            switch entry {
            case .table: DemoTableViewController()
            case .longList: LongListViewController(count: longListCount)
            case .keyboard: KeyboardScreenViewController()
            default: ControlScreenViewController(entry: entry)
            }
        splitViewController?.showDetailViewController(NavigationController(rootViewController: screen), sender: self)
    }
}
