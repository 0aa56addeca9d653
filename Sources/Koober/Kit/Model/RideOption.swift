import Foundation

/// A ride option's identifier (the sample's `RideOptionID`).
public typealias RideOptionID = String

/// A kind of animal that can pick a rider up (the sample's `RideOption`): Wallabee, Wallaroo, Kangaroo.
///
/// Its JSON keeps the sample's keys (`segmentSelectedImageLocation`, `segmentImageLocation`,
/// `availableMapMarkerImageLocation`), so Koober Cloud's `GET /rideOptions` is what the sample's client
/// decodes.
public struct RideOption: Codable, Hashable, Sendable, Identifiable {
    /// The option's identity.
    public var id: RideOptionID
    /// Its name, shown in the picker.
    public var name: String
    /// The picker segment's images, selected and not.
    public var buttonRemoteImages: (selected: RemoteImage, unselected: RemoteImage)
    /// The marker for an available animal on the map.
    public var availableMapMarkerRemoteImage: RemoteImage

    /// Creates an option.
    public init(
        id: RideOptionID, name: String, buttonRemoteImages: (selected: RemoteImage, unselected: RemoteImage),
        availableMapMarkerRemoteImage: RemoteImage
    ) {
        self.id = id
        self.name = name
        self.buttonRemoteImages = buttonRemoteImages
        self.availableMapMarkerRemoteImage = availableMapMarkerRemoteImage
    }

    private enum CodingKeys: String, CodingKey {
        case id, name, segmentSelectedImageLocation, segmentImageLocation, availableMapMarkerImageLocation
    }

    public init(from decoder: any Decoder) throws {
        let values = try decoder.container(keyedBy: CodingKeys.self)
        id = try values.decode(RideOptionID.self, forKey: .id)
        name = try values.decode(String.self, forKey: .name)
        buttonRemoteImages = (
            try values.decode(RemoteImage.self, forKey: .segmentSelectedImageLocation),
            try values.decode(RemoteImage.self, forKey: .segmentImageLocation)
        )
        availableMapMarkerRemoteImage = try values.decode(RemoteImage.self, forKey: .availableMapMarkerImageLocation)
    }

    public func encode(to encoder: any Encoder) throws {
        var values = encoder.container(keyedBy: CodingKeys.self)
        try values.encode(id, forKey: .id)
        try values.encode(name, forKey: .name)
        try values.encode(buttonRemoteImages.selected, forKey: .segmentSelectedImageLocation)
        try values.encode(buttonRemoteImages.unselected, forKey: .segmentImageLocation)
        try values.encode(availableMapMarkerRemoteImage, forKey: .availableMapMarkerImageLocation)
    }

    public static func == (lhs: RideOption, rhs: RideOption) -> Bool {
        lhs.id == rhs.id && lhs.name == rhs.name && lhs.buttonRemoteImages == rhs.buttonRemoteImages
            && lhs.availableMapMarkerRemoteImage == rhs.availableMapMarkerRemoteImage
    }

    public func hash(into hasher: inout Hasher) {
        hasher.combine(id)
    }
}

extension RideOption {
    /// The option the sample's fakes offer, with its image names: `ride_option_<name>[_selected]` for the
    /// picker and `available_<marker>_marker` on the map. NB: the sample names Wallabee's marker
    /// "wallabe" (one e); image caches look images up by these names, so the spelling is kept.
    public static func sample(id: RideOptionID, name: String, imageName: String, markerName: String) -> RideOption {
        RideOption(
            id: id, name: name,
            buttonRemoteImages: (
                RemoteImage(rideOptionImage: "ride_option_\(imageName)_selected"),
                RemoteImage(rideOptionImage: "ride_option_\(imageName)")
            ),
            availableMapMarkerRemoteImage: RemoteImage(rideOptionImage: "available_\(markerName)_marker"))
    }

    /// The three options every pick-up location offers, smallest to largest (the sample's fakes).
    public static let samples: [RideOption] = [
        .sample(
            id: "A1EE7F09-4F87-4CA7-99D4-AD95226E08A4", name: "Wallabee", imageName: "wallabee", markerName: "wallabe"),
        .sample(
            id: "ADAB619B-9CBB-4894-8AE3-C24028ECDF2A", name: "Wallaroo", imageName: "wallaroo", markerName: "wallaroo"),
        .sample(
            id: "47CD8F12-8FC5-4029-A82F-40CD2884F897", name: "Kangaroo", imageName: "kangaroo", markerName: "kangaroo"),
    ]
}

extension RemoteImage {
    /// The image `name` on Koober Cloud at 1×, 2× and 3× (`/images/<name>[@2x|@3x].png`).
    init(rideOptionImage name: String) {
        func url(_ scale: String) -> URL {
            URL(string: "http://0.0.0.0:8080/images/\(name)\(scale).png") ?? URL(fileURLWithPath: "/images/\(name).png")
        }
        self.init(at1xURL: url(""), at2xURL: url("@2x"), at3xURL: url("@3x"))
    }
}
