public import KooberKit

/// One segment of the ride-option picker (the sample's `RideOptionSegmentViewModel`).
public struct RideOptionSegmentViewModel: Equatable, Sendable {
    /// The option's identity.
    public var id: RideOptionID
    /// Its name.
    public var title: String
    /// Whether it is the chosen one.
    public var isSelected: Bool
    /// The names of its images, not selected and selected (what an image cache looks up).
    public var imageNames: (normal: String, selected: String)

    /// Creates a segment.
    public init(id: RideOptionID, title: String, isSelected: Bool, imageNames: (normal: String, selected: String)) {
        self.id = id
        self.title = title
        self.isSelected = isSelected
        self.imageNames = imageNames
    }

    /// The segment of `option`.
    public init(_ option: RideOption, isSelected: Bool) {
        self.init(
            id: option.id, title: option.name, isSelected: isSelected,
            imageNames: (option.buttonRemoteImages.unselected.assetName, option.buttonRemoteImages.selected.assetName))
    }

    public static func == (lhs: RideOptionSegmentViewModel, rhs: RideOptionSegmentViewModel) -> Bool {
        lhs.id == rhs.id && lhs.title == rhs.title && lhs.isSelected == rhs.isSelected
            && lhs.imageNames == rhs.imageNames
    }
}
