import Testing
import ViewKitTesting

@testable import ViewKit

@MainActor
struct SnapshotTests {
    @Test func aNavigationScreenWithATable() {
        let list = ListController(title: "Fruit", items: ["Apple", "Banana"])
        list.navigationItem.rightBarButtonItem = BarButtonItem(systemItem: .add)
        list.navigationItem.leftBarButtonItem = list.editButtonItem
        let harness = Harness(root: NavigationController(rootViewController: list))
        #expect(
            harness.snapshot == """
                window compact
                nav "Fruit"  [Edit]  |  [+ Add]
                table (2 rows)
                  - Apple  ›
                  - Banana  ›
                """)
    }

    @Test func aPushedScreenShowsItsBackButtonAndSelection() throws {
        let list = ListController(title: "Fruit", items: ["Apple", "Banana"])
        let navigation = NavigationController(rootViewController: list)
        let harness = Harness(root: navigation)
        let detail = ListController(title: "Apple", items: ["Seeds", "Peel"])
        detail.accessory = .checkmark
        navigation.pushViewController(detail, animated: false)
        detail.tableView.selectRow(at: .row(1), animated: false)
        #expect(
            harness.snapshot == """
                window compact
                nav "Apple"  ‹ Fruit
                table (2 rows)
                  - Seeds  ✓
                  > Peel  ✓
                """)
    }

    @Test func aSplitViewExpandedAndCollapsed() {
        let master = ListController(title: "Folders", items: ["Work", "Home"])
        let detail = ContentController(title: "Player", [Label(text: "No recording selected")])
        let split = SplitViewController(
            primary: NavigationController(rootViewController: master),
            secondary: NavigationController(rootViewController: detail))
        let harness = Harness(root: split, sizeClass: .regular)
        #expect(
            harness.snapshot == """
                window regular
                split
                  primary:
                    nav "Folders"
                    table (2 rows)
                      - Work  ›
                      - Home  ›
                  secondary:
                    nav "Player"
                    No recording selected
                """)

        harness.window.setSizeClass(.compact)
        #expect(
            harness.snapshot == """
                window compact
                split (collapsed)
                  primary:
                    nav "Player"  ‹ Folders
                    No recording selected
                """)
    }

    @Test func anAlertWithAFieldAndActions() {
        let root = ContentController(title: "Home", [Label(text: "Behind")])
        let harness = Harness(root: NavigationController(rootViewController: root))
        let alert = AlertController(title: "New Folder", message: "Choose a name")
        alert.addTextField { $0.placeholder = "Name" }
        alert.addAction(AlertAction(title: "Cancel", style: .cancel))
        alert.addAction(AlertAction(title: "Create"))
        root.present(alert, animated: true)
        #expect(
            harness.snapshot == """
                window compact
                nav "Home"
                Behind
                alert "New Folder": Choose a name
                  field "Name": ‹Name›
                  {Cancel} {Create}
                """)
    }

    @Test func controlsShowTheirState() {
        let save = Button(title: "Save")
        save.isEnabled = false
        let volume = Slider(value: 0.25)
        volume.accessibilityLabel = "Volume"
        let title = TextField(placeholder: "Title")
        let note = TextField(text: "Buy milk", placeholder: "Note")
        let toggle = Switch(isOn: true)
        toggle.accessibilityLabel = "Done"
        let harness = Harness(root: ContentController([save, volume, title, note, toggle, Spacer()]))
        #expect(
            harness.snapshot == """
                window compact
                (Save (disabled))
                slider "Volume": 0.25 of 0…1
                field "Title": ‹Title›
                field "Note": Buy milk
                switch "Done": on
                """)
    }

    @Test func aLongTableShowsHowManyRowsAreAboveAndBelow() {
        let list = ListController(title: "Numbers", items: (0..<100).map { "Number \($0)" })
        list.accessory = .none
        let harness = Harness(root: list, height: 360)
        #expect(
            harness.snapshot == """
                window compact
                table (100 rows)
                  - Number 0
                  - Number 1
                  - Number 2
                  - Number 3
                  - Number 4
                  ↓ 95 more
                """)

        list.tableView.setContentOffset(10 * 44)
        #expect(
            harness.snapshot == """
                window compact
                table (100 rows)
                  ↑ 10 more
                  - Number 10
                  - Number 11
                  - Number 12
                  - Number 13
                  - Number 14
                  ↓ 85 more
                """)
    }

    @Test func sectionHeadersAndDetailText() {
        let source = RowsDataSource(sections: [["Milk"], ["Bread"]], headers: ["Dairy", "Bakery"])
        let table = makeTable(source)
        let controller = TableHostController(table: table)
        let harness = Harness(root: controller)
        table.cellForRow(at: .row(0))?.detailTextLabel.text = "2 l"
        #expect(
            harness.snapshot == """
                window compact
                table (2 rows)
                  § Dairy
                  - Milk — 2 l
                  § Bakery
                  - Bread
                """)
    }

    @Test func sliderValuesAreRoundedToHundredths() {
        let slider = Slider(value: -2.5, minimum: -10, maximum: 10.125)
        slider.accessibilityIdentifier = "gain"
        let harness = Harness(root: ContentController([slider]))
        #expect(harness.snapshot == "window compact\nslider \"gain\": -2.50 of -10…10.13")
    }
}

/// A view controller whose view is a given table.
@MainActor
final class TableHostController: ViewController {
    let table: TableView

    init(table: TableView) {
        self.table = table
        super.init()
    }

    override func loadView() {
        view = table
    }
}
