import Testing

@testable import ViewKit

@MainActor
struct MapViewTests {
    static func coordinate(_ latitude: Double, _ longitude: Double) throws -> MapCoordinate {
        try MapCoordinate(latitude: latitude, longitude: longitude)
    }

    static func pickup() throws -> MapAnnotation {
        MapAnnotation(id: "pickup", title: "Pickup", coordinate: try coordinate(-33.864308, 151.209146))
    }

    static func operaHouse() throws -> MapAnnotation {
        MapAnnotation(
            id: "dropoff", title: "Opera House", coordinate: try coordinate(-33.858667, 151.214028),
            image: .emoji("🏁"))
    }

    // MARK: Coordinates and regions

    @Test func coordinatesOnTheEarthAreAccepted() throws {
        let corner = try Self.coordinate(-90, 180)
        #expect(corner.latitude == -90)
        #expect(corner.longitude == 180)
        #expect(try Self.coordinate(90, -180).description == "90.000000, -180.000000")
        #expect(try Self.coordinate(-33.864308, 151.209146).description == "-33.864308, 151.209146")
        #expect(try Self.coordinate(-0.0000001, 0.0000004).description == "0.000000, 0.000000")
    }

    @Test(arguments: [
        (Double.nan, 0.0, MapError(.notFinite(name: "latitude"))),
        (0.0, Double.infinity, MapError(.notFinite(name: "longitude"))),
        (-Double.infinity, 0.0, MapError(.notFinite(name: "latitude"))),
        (90.5, 0.0, MapError(.latitudeOutOfRange(90.5))),
        (-91.0, 0.0, MapError(.latitudeOutOfRange(-91))),
        (0.0, 180.01, MapError(.longitudeOutOfRange(180.01))),
        (0.0, -200.0, MapError(.longitudeOutOfRange(-200))),
    ])
    func invalidCoordinatesAreRefusedWithTheReason(latitude: Double, longitude: Double, error: MapError) {
        #expect(throws: error) { try MapCoordinate(latitude: latitude, longitude: longitude) }
    }

    @Test func errorsSayWhatIsWrongAndWhatIsAllowed() {
        #expect(
            MapError(.latitudeOutOfRange(-91)).description
                == "the latitude -91.0 is outside -90…90 degrees; give one from -90 (the south pole) to 90 (the north pole)"
        )
        #expect(MapError(.notFinite(name: "longitude")).description.contains("longitude is not a finite number"))
        #expect(
            MapError(.spanOutOfRange(name: "latitudeDelta", value: 0, maximum: 180)).description
                == "the latitudeDelta 0.0 must be above 0 and at most 180.0 degrees")
    }

    @Test func regionsNeedSpansAboveZeroAndWithinTheEarth() throws {
        let center = try Self.coordinate(-33.864308, 151.209146)
        let region = try MapRegion(center: center, span: 0.006)
        #expect(region.latitudeDelta == 0.006)
        #expect(region.longitudeDelta == 0.006)
        #expect(region.contains(center))
        #expect(!region.contains(try Self.coordinate(-33.858667, 151.214028)))
        #expect(throws: MapError(.spanOutOfRange(name: "latitudeDelta", value: 0, maximum: 180))) {
            try MapRegion(center: center, span: 0)
        }
        #expect(throws: MapError(.spanOutOfRange(name: "longitudeDelta", value: 361, maximum: 360))) {
            try MapRegion(center: center, latitudeDelta: 1, longitudeDelta: 361)
        }
        #expect(throws: MapError(.notFinite(name: "latitudeDelta"))) {
            try MapRegion(center: center, latitudeDelta: .nan, longitudeDelta: 1)
        }
    }

    @Test func anEnclosingRegionCentersOnTheCoordinatesWithAMarginAndAMinimumSpan() throws {
        let pickup = try Self.pickup().coordinate
        let dropoff = try Self.operaHouse().coordinate
        let both = try MapRegion(enclosing: [pickup, dropoff], minimumSpan: 0.017)
        #expect(abs(both.center.latitude - (-33.8614875)) < 1e-9)
        #expect(abs(both.center.longitude - 151.211587) < 1e-9)
        #expect(both.latitudeDelta == 0.017)
        #expect(both.longitudeDelta == 0.017)
        #expect(both.contains(pickup) && both.contains(dropoff))
        let wide = try MapRegion(enclosing: [pickup, dropoff], minimumSpan: 0.001)
        #expect(abs(wide.longitudeDelta - (151.214028 - 151.209146) * MapRegion.enclosingMargin) < 1e-9)
        #expect(throws: MapError(.noCoordinates)) { try MapRegion(enclosing: [], minimumSpan: 1) }
        #expect(throws: MapError(.spanOutOfRange(name: "minimumSpan", value: -1, maximum: 180))) {
            try MapRegion(enclosing: [pickup], minimumSpan: -1)
        }
    }

    // MARK: The view

    @Test func annotationsAreUniqueByIDAndAReplacementKeepsItsPlace() throws {
        let map = MapView()
        let pickup = try Self.pickup()
        let dropoff = try Self.operaHouse()
        map.addAnnotations([pickup, dropoff])
        var moved = pickup
        moved.title = "Moved Pickup"
        map.addAnnotation(moved)
        #expect(map.annotations.map(\.title) == ["Moved Pickup", "Opera House"])
        map.annotations = [dropoff, pickup, dropoff]
        #expect(map.annotations.map(\.id) == ["dropoff", "pickup"])
        map.removeAnnotation(withID: "dropoff")
        #expect(map.annotations == [pickup])
        #expect(map.annotation(withID: "pickup") == pickup)
        map.removeAnnotation(withID: "nothing")
        map.removeAnnotations([pickup])
        #expect(map.annotations.isEmpty)
    }

    @Test func theVisibleRegionIsTheRegionElseOneEnclosingTheAnnotationsElseTheWorld() throws {
        let map = MapView()
        #expect(map.visibleRegion == .world)
        let pickup = try Self.pickup()
        map.addAnnotation(pickup)
        #expect(map.visibleRegion.center == pickup.coordinate)
        #expect(map.visibleRegion.latitudeDelta == MapView.defaultMinimumSpan)
        let chosen = try MapRegion(center: pickup.coordinate, span: 0.5)
        map.setRegion(chosen, animated: true)
        #expect(map.visibleRegion == chosen)
        map.setRegion(nil, animated: false)
        #expect(map.region == nil)
    }

    @Test func showingAnnotationsAddsThemAndEnclosesThem() throws {
        let map = MapView()
        let pickup = try Self.pickup()
        let dropoff = try Self.operaHouse()
        map.showAnnotations([pickup], minimumSpan: 0.006, animated: false)
        #expect(map.region == (try MapRegion(center: pickup.coordinate, span: 0.006)))
        map.showAnnotations([pickup, dropoff], minimumSpan: 0.017, animated: true)
        #expect(map.annotations.map(\.id) == ["pickup", "dropoff"])
        #expect(map.region == (try MapRegion(enclosing: [pickup.coordinate, dropoff.coordinate], minimumSpan: 0.017)))
        map.showAnnotations([], animated: false)
        #expect(map.annotations.count == 2)
        map.showAnnotations([pickup], minimumSpan: .nan, animated: false)
        #expect(map.region?.latitudeDelta == MapView.defaultMinimumSpan)
    }

    @Test func aMapRendersItsRegionAndAnnotationsAndPrintsThemOnOneLine() throws {
        let map = MapView()
        map.accessibilityIdentifier = "map"
        let pickup = try Self.pickup()
        let dropoff = try Self.operaHouse()
        map.showAnnotations([pickup, dropoff], minimumSpan: 0.017, animated: false)
        let harness = Harness(root: ContentController([map]))
        let tree = harness.window.renderTree()
        let node = try #require(tree.first { $0.kind == .map })
        #expect(node.content == .map(region: map.visibleRegion, annotations: [pickup, dropoff]))
        #expect(node.identifier == "map")
        #expect(
            harness.snapshot
                == "window compact\nmap  📍 Pickup -33.864308, 151.209146  🏁 Opera House -33.858667, 151.214028")
        map.annotations = []
        #expect(harness.snapshot == "window compact\nmap")
    }

    @Test func aSymbolImagePrintsItsGlyph() throws {
        let map = MapView(annotations: [
            MapAnnotation(id: "a", title: "Car", coordinate: try Self.coordinate(1.5, -2.25), image: .symbol("car"))
        ])
        let harness = Harness(root: ContentController([map]))
        #expect(harness.snapshot == "window compact\nmap  [car] Car 1.500000, -2.250000")
    }
}
