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

    @Test func aMapSendsItsRegionAndAnnotationsByName() throws {
        let pickup = try MapCoordinate(latitude: -33.864308, longitude: 151.209146)
        let region = try MapRegion(center: pickup, span: 0.006)
        let annotation = MapAnnotation(id: "pickup", title: "Pickup", coordinate: pickup)
        let wire = WireTree.make(from: RenderNode(id: Self.id(1), .map(region: region, annotations: [annotation])))
        #expect(wire.kind == .map)
        #expect(
            wire.properties == [
                "region": .object([
                    "latitude": .number(-33.864308), "longitude": .number(151.209146), "latitudeDelta": .number(0.006),
                    "longitudeDelta": .number(0.006),
                ]),
                "annotations": .array([
                    .object([
                        "id": .string("pickup"), "title": .string("Pickup"), "latitude": .number(-33.864308),
                        "longitude": .number(151.209146), "image": .object(["emoji": .string("📍")]),
                    ])
                ]),
            ])
        let empty = WireTree.make(from: RenderNode(id: Self.id(2), .map(region: .world, annotations: [])))
        #expect(empty.properties["annotations"] == .array([]))
    }

    @Test func aSegmentSendsItsImageOnlyWhenItHasOne() {
        let plain = WireTree.make(from: RenderNode(id: Self.id(1), .segment(title: "Day", image: nil, index: 0)))
        #expect(plain.properties == ["title": .string("Day"), "index": .integer(0)])
        let pictured = WireTree.make(
            from: RenderNode(id: Self.id(2), .segment(title: "Wallaroo", image: .emoji("🦘"), index: 1)))
        #expect(
            pictured.properties == [
                "title": .string("Wallaroo"), "image": .object(["emoji": .string("🦘")]), "index": .integer(1),
            ])
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

/// The protocol reference names every property the wire tree sends, in the row of its kind.
@Suite struct WireReferenceTests {
    /// One node of every kind, with every optional property set.
    static let samples: [RenderNode.Content] = [
        .window(sizeClass: .compact, height: 800), .split, .pane(.primary), .navigation,
        .navigationBar(title: "T"), .backButton(title: "Back"),
        .barButton(title: "Edit", symbol: "+", placement: .left),
        .screen(title: "T"), .modal, .view, .stack(axis: .vertical, spacing: 8),
        .label(text: "L", textStyle: .body), .button(title: "B", image: .symbol("mic")),
        .textField(text: "x", placeholder: "p"), .slider(value: 1, minimumValue: 0, maximumValue: 2), .progress(0.5),
        .activity, .toggle(isOn: true), .segmented, .segment(title: "S", image: .emoji("🦘"), index: 0),
        .searchBar(text: "q", placeholder: "Search"), .image(.emoji("📁")), .spacer(minimumLength: 4),
        .table(
            RenderNode.TableMetrics(
                rowCount: 1, firstVisibleRow: 0, visibleRowCount: 1, contentOffset: 0, viewportHeight: 44,
                contentHeight: 44)),
        .section(title: "S", section: 0, top: 0),
        .row(
            RenderNode.Row(text: "R", detailText: "D", accessory: .checkmark, indexPath: IndexPath(row: 0, section: 0))),
        .alert(title: "A", message: "M"), .alertAction(title: "OK"), .refresh,
        .map(region: .world, annotations: [MapAnnotation(id: "a", title: "A", coordinate: MapRegion.world.center)]),
    ]

    @Test func everyKindHasASample() {
        #expect(Set(Self.samples.map(\.kind)) == Set(RenderNode.Kind.allCases))
    }

    @Test(arguments: RenderNode.Kind.allCases)
    func everyPropertySentIsDocumentedForItsKind(kind: RenderNode.Kind) throws {
        let content = try #require(Self.samples.first { $0.kind == kind })
        let reference = try String(
            contentsOf: ClientModuleTests.webHost.appendingPathComponent("Protocol/PROTOCOL.md"), encoding: .utf8)
        let kinds =
            try #require(reference.components(separatedBy: "### Kinds and their properties").last)
            .components(separatedBy: "\n## ").first ?? ""
        let row = try #require(
            kinds.split(separator: "\n").first { $0.hasPrefix("| `\(content.kind.rawValue)` |") },
            "PROTOCOL.md has no row for \(content.kind.rawValue)")
        let sent = WireTree.make(from: RenderNode(id: ElementID(rawValue: 1), content)).properties.keys
        for name in sent {
            #expect(row.contains("`\(name)`"), "the \(content.kind.rawValue) row does not document `\(name)`")
        }
    }
}
