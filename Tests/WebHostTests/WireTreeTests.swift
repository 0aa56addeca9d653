import Foundation
import Testing
import ViewKit
import WebHost

/// The wire tree writes each kind's typed properties under their documented names, with no field whose
/// meaning depends on the kind.
@Suite struct WireTreeTests {
    static func id(_ value: Int) -> ElementID { ElementID(rawValue: value) }

    @Test func aTableSendsItsMetricsByNameAndItsRowsNoPositions() {
        let metrics = RenderNode.TableMetrics(
            rowCount: 1_000, firstVisibleRow: 10, visibleRowCount: 12, contentOffset: 440, viewportHeight: 528,
            contentHeight: 44_000)
        let row = RenderNode.Row(
            text: "Item 11", detailText: "detail", accessory: .checkmark,
            indexPath: IndexPath(row: 10, section: 0), top: 440)
        let table = RenderNode(
            id: Self.id(1), .table(metrics), flags: [.scrollable],
            children: [
                RenderNode(id: Self.id(2), .row(row), flags: [.selected])
            ])
        let wire = WireTree.make(from: table)
        #expect(
            wire.properties == [
                "rowCount": .integer(1_000), "firstVisibleRow": .integer(10), "visibleRowCount": .integer(12),
                "contentOffset": .integer(440), "viewportHeight": .integer(528), "contentHeight": .integer(44_000),
                "rowsTop": .integer(440), "flags": .array([.string("scrollable")]),
            ])
        #expect(
            wire.children.first?.properties == [
                "text": .string("Item 11"), "detailText": .string("detail"), "accessory": .string("checkmark"),
                "flags": .array([.string("selected")]),
            ])
    }

    @Test func stacksBarItemsAndImagesUseNamesNotPositions() {
        let bar = RenderNode(
            id: Self.id(1), .navigationBar(title: "Recordings"),
            children: [
                RenderNode(id: Self.id(2), .barButton(title: "Edit", symbol: nil, placement: .left)),
                RenderNode(id: Self.id(3), .barButton(title: nil, symbol: "+", placement: .right), label: "Add"),
            ])
        let wire = WireTree.make(from: bar)
        #expect(wire.properties == ["title": .string("Recordings")])
        #expect(wire.children.map { $0.properties["placement"] } == [.string("left"), .string("right")])
        #expect(wire.children.last?.properties["label"] == .string("Add"))
        let stack = WireTree.make(from: RenderNode(id: Self.id(4), .stack(axis: .horizontal, spacing: 8.5)))
        #expect(stack.properties == ["axis": .string("horizontal"), "spacing": .number(8.5)])
        let button = WireTree.make(from: RenderNode(id: Self.id(5), .button(title: "", image: .symbol("mic"))))
        #expect(button.properties == ["title": .string(""), "image": .object(["symbol": .string("mic")])])
    }

    @Test func theWelcomeCarriesTheProtocolVersion() throws {
        let tree = WireTree.make(from: RenderNode(id: Self.id(1), .window(sizeClass: .compact, height: 800)))
        let message = ServerMessage.welcome(token: "abc", title: "App", tree: tree, resumed: false)
        let json = try #require(
            try JSONSerialization.jsonObject(with: JSONEncoder().encode(message)) as? [String: Any])
        #expect(json["protocol"] as? Int == ServerMessage.protocolVersion)
        let node = try #require(json["tree"] as? [String: Any])
        #expect(node["sizeClass"] as? String == "compact")
        #expect(node["kind"] as? String == "window")
        #expect(node["children"] == nil)
    }
}
